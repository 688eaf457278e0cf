fn main() {
    std::process::exit(rjvm::launcher::main(std::env::args_os().collect()));
}
