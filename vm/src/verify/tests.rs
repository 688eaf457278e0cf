//! Unit tests of the verifier on hand-assembled methods.
