import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGTERM, SIGINT and SIGHUP turned from the end of the process into a flag and a readable pipe, while a run that
/// may take long (a composition, an external plugin) is in progress, so that it can end its children and record
/// what it did before it exits.
///
/// The handler only stores the signal and writes one byte to a pipe, the two things a handler may safely do; the
/// run notices the flag between steps and the pipe while it waits for a plugin.
package enum Interruption {
    /// The signals caught.
    package static let signals: [Int32] = [SIGTERM, SIGINT, SIGHUP]

    /// The signal received while catching, or 0.
    package static var received: Int32 { interruptionSignal.load(ordering: .relaxed) }

    /// The exit status a shell gives a process the received signal ends (128 + the signal), or nil.
    package static var exitStatus: Int32? {
        let signal = received
        return signal == 0 ? nil : 128 + signal
    }

    /// A descriptor that becomes readable once a signal is received, for `poll(2)`.
    package static var descriptor: Int32 { interruptionPipe.read }

    /// Runs `body` with the signals caught (nested and concurrent calls share one installation) and restores the
    /// handlers that were there before once the last call returns. A signal that arrives after that ends the
    /// process as usual.
    package static func catching<T>(_ body: () throws -> T) rethrows -> T {
        install()
        defer { uninstall() }
        return try body()
    }

    /// Forgets a signal received earlier; for a process that runs one thing after another (tests, a batch).
    package static func reset() {
        interruptionSignal.store(0, ordering: .relaxed)
        var byte: UInt8 = 0
        while read(interruptionPipe.read, &byte, 1) > 0 {}
    }

    private static func install() {
        installations.withLock { state in
            state.count += 1
            guard state.count == 1 else { return }
            reset()
            // Unblocked, for a parent may have started this process with them blocked; no SA_RESTART, so that a
            // wait in a system call (a lock) returns EINTR and looks at the flag.
            var action = sigaction()
            let handler: @convention(c) (Int32) -> Void = { number in
                interruptionSignal.store(number, ordering: .relaxed)
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(interruptionPipe.write, &byte, 1)
            }
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = handler
            #else
                action.__sigaction_u.__sa_handler = handler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            state.previous = signals.map { number in
                var previous = sigaction()
                sigaction(number, &action, &previous)
                sigaddset(&unblocked, number)
                return previous
            }
            pthread_sigmask(SIG_UNBLOCK, &unblocked, &state.mask)
        }
    }

    private static func uninstall() {
        installations.withLock { state in
            state.count -= 1
            guard state.count == 0 else { return }
            for (number, previous) in zip(signals, state.previous) {
                var previous = previous
                sigaction(number, &previous, nil)
            }
            pthread_sigmask(SIG_SETMASK, &state.mask, nil)
        }
    }
}

private let interruptionSignal = Atomic<Int32>(0)

/// How many runs catch the signals, and the handlers and the signal mask to restore after the last.
private let installations = Mutex<(count: Int, previous: [sigaction], mask: sigset_t)>((0, [], sigset_t()))

/// Where the handler reports a signal.
private let interruptionPipe = Interruption.makePipe()

extension Interruption {
    /// A pipe a signal handler may write to: non-blocking at both ends (a handler never waits, a reader never
    /// blocks), and closed in children.
    package static func makePipe() -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        pipe(&fds)
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        return (fds[0], fds[1])
    }
}
