import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Holds a composition's run mode across processes with `flock` on files in a locks folder.
///
/// The kernel releases a lock when its process ends, so a run that crashes never leaves an intent locked.
struct RunGate {
    let folder: String

    /// A held lock: closing its descriptor releases it.
    struct Ticket {
        let descriptor: Int32

        func leave() {
            close(descriptor)
        }
    }

    /// Enters `intent`'s gate under `mode`, waiting when the mode says so; throws `alreadyRunning` when the run
    /// is dropped.
    func enter(_ intent: String, mode: RunMode) throws -> Ticket {
        mkdir(folder, 0o700)
        let base = folder + "/" + intent.lowercased()
        switch mode {
        case .single:
            guard let held = try lock(base + ".lock", wait: false) else {
                throw CompositionError.alreadyRunning(intent: intent, mode: mode)
            }
            return Ticket(descriptor: held)
        case .parallel(let max):
            for slot in 0..<max {
                if let held = try lock(base + ".\(slot).lock", wait: false) { return Ticket(descriptor: held) }
            }
            throw CompositionError.alreadyRunning(intent: intent, mode: mode)
        case .queued(let max):
            // A place in the queue first, so that no more than `max` runs wait; then the turn itself.
            var place: Int32?
            for slot in 0..<max where place == nil {
                place = try lock(base + ".wait.\(slot).lock", wait: false)
            }
            guard let place else { throw CompositionError.alreadyRunning(intent: intent, mode: mode) }
            defer { close(place) }
            guard let turn = try lock(base + ".lock", wait: true) else {
                throw CompositionError.alreadyRunning(intent: intent, mode: mode)
            }
            return Ticket(descriptor: turn)
        }
    }

    /// An open descriptor holding an exclusive lock on `path`, or nil when another holds it and `wait` is false.
    private func lock(_ path: String, wait: Bool) throws -> Int32? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw RunnerError.unexpected("cannot open the lock file '\(path)' (errno \(errno))")
        }
        while true {
            // A wait ends with the run once a signal came, before it began or during it (see `Interruption`).
            let signal = Interruption.received
            if wait, signal != 0 {
                close(descriptor)
                throw RunnerError.interrupted(signal: signal)
            }
            if flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) == 0 { return descriptor }
            let code = errno
            if code == EINTR { continue }
            close(descriptor)
            if code == EWOULDBLOCK { return nil }
            throw RunnerError.unexpected("cannot lock '\(path)' (errno \(code))")
        }
    }
}
