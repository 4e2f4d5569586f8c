import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ritual sync` starts `ritual-sync` and waits for it; killed meanwhile (even by SIGKILL, which it cannot
/// forward), it would leave the child pushing and pulling with nobody to read what it prints. The parent names
/// itself in `RITUALIST_SYNC_PARENT`, and the child ends, as by SIGTERM, once that process is no longer its parent.
///
/// Only a child started by that parent watches: the variable is taken out of the environment at once, so that
/// the automations a pull starts, and the pushes they start, never inherit it.
enum ParentWatch {
    /// The variable `ritual sync` sets to its process id.
    static let variable = "RITUALIST_SYNC_PARENT"

    /// Takes the variable out of `environment` and of the process's own; when it names this process's parent,
    /// watches it. A parent gone before the watch began (the child was handed to init) ends the child at once.
    static func start(_ environment: inout [String: String]) {
        guard let text = environment.removeValue(forKey: variable) else { return }
        unsetenv(variable)
        guard let parent = pid_t(text), parent > 1 else { return }
        Thread.detachNewThread {
            // Polling is the one way both Linux and macOS offer without C: a parent's death re-parents its
            // children, and `getppid` then names another process.
            while getppid() == parent { usleep(200_000) }
            kill(getpid(), SIGTERM)
        }
    }
}
