//! DATA_DUMP_REQUEST on SIGQUIT (Ctrl-\).
//!
//! The signal itself is caught by the VM's one signal handler and delivered
//! on the "Signal Dispatcher" thread (`runtime::signals`), HotSpot's
//! `signal_thread_entry`: for SIGQUIT with agents loaded it calls
//! [`data_dump_request`], which posts DATA_DUMP_REQUEST. Being posted on a
//! Java thread, the agent's callback may call RequestEvent (heap and
//! monitor dumps) like any other.

use rjvm_profiler_api::{Event, EventKind};

/// Post DATA_DUMP_REQUEST on the calling thread (the Signal Dispatcher, in
/// a safe region, as agent code runs there).
pub fn data_dump_request() {
    if super::enabled(EventKind::DataDumpRequest) {
        super::dispatch(&Event::DataDumpRequest { thread: super::current_id() });
    }
}
