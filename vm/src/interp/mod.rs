//! The interpreter: decoding ([`code`]), the dispatch loop ([`exec`]), slow
//! paths ([`link`]), allocation ([`alloc`]), calls from Rust ([`invoke`]) and
//! invokedynamic ([`indy`], [`lambda`]).

pub mod alloc;
pub mod code;
pub mod exec;
pub mod indy;
pub mod invoke;
pub mod jsr292;
pub mod lambda;
pub mod link;
pub mod math;
pub mod mode;
pub mod npe_message;
pub mod refmap;
pub mod regform;
