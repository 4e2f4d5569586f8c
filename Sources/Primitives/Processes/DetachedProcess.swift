import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a program detached, without a shell, and returns without waiting for it: the refresh hooks, the
/// automations an event starts, notifiers, the push after a press and the follower's pull all start this way.
///
/// The program is looked up on the `PATH` of the environment it is given, as `env` and `execvp` look (a name with a
/// slash is taken as it is; without `PATH`, `/bin:/usr/bin`); one that is not found is not started, silently. It
/// runs in that environment, its three streams on /dev/null, with none of this process's other descriptors open,
/// in a process group of its own, or with `ownSession` in a session of its own (no controlling terminal). With
/// `timeout`, coreutils' `timeout -k 1 N` (found on the same `PATH`) ends it after N seconds.
///
/// One `posix_spawn`, with no `env` or `setsid` program between and no Foundation `Process`, whose set-up (a close
/// action for every possible descriptor, a thread watching the child) cost a press as much as the press
/// itself. A child that has ended is reaped by the next start in this process (a batch starts some per
/// change), or by init once this process ends.
///
/// ```swift
/// DetachedProcess.start(["bar-refresh", "waybar"], timeout: 5, environment: environment)
/// ```
package enum DetachedProcess {
    private static let started = Mutex<[DetachedChild]>([])

    /// Starts `argv` (the program's name, then its arguments) in `environment`; the child, or nil when the program
    /// (or `timeout`, when a bound is asked for) is not on `PATH` or could not start.
    @discardableResult
    package static func start(
        _ argv: [String], timeout: Int? = nil, ownSession: Bool = false, environment: [String: String]
    ) -> DetachedChild? {
        guard let name = argv.first, let program = locate(name, environment: environment) else { return nil }
        var path = program
        var words = argv
        if let timeout {
            // timeout finds the program again on the same PATH, so it gets the argv it would get from a shell.
            guard let bound = locate("timeout", environment: environment) else { return nil }
            path = bound
            words = ["timeout", "-k", "1", String(timeout)] + argv
        }
        reapEnded()
        guard let pid = spawn(path, argv: words, environment: environment, ownSession: ownSession) else { return nil }
        let child = DetachedChild(pid: pid)
        started.withLock { $0.append(child) }
        return child
    }

    /// Where the program `name` is on `environment`'s `PATH`, as `execvp` finds it: `name` itself when it holds a
    /// slash, else the first regular file by that name in a folder of `PATH` (an empty entry being the current
    /// folder) that may be executed; nil when there is none.
    package static func locate(_ name: String, environment: [String: String]) -> String? {
        guard !name.isEmpty else { return nil }
        if name.contains("/") { return SiblingProgram.isExecutableFile(name) ? name : nil }
        let folders = (environment["PATH"] ?? "/bin:/usr/bin").split(separator: ":", omittingEmptySubsequences: false)
        for folder in folders {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
            if SiblingProgram.isExecutableFile(candidate) { return candidate }
        }
        return nil
    }

    private static func spawn(_ path: String, argv: [String], environment: [String: String], ownSession: Bool)
        -> pid_t?
    {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // An ignored signal (a plugin run ignores SIGPIPE) and a blocked one survive exec: the program starts with
        // every signal at its default and none blocked, so `timeout` can end it with SIGTERM.
        var signals = sigset_t()
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        #if canImport(Glibc)
            for descriptor in OpenDescriptors.listed() where descriptor > 2 {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
            // glibc's POSIX_SPAWN_SETSID (2.26 and later), which Swift does not import: it is behind _GNU_SOURCE.
            flags |= ownSession ? 0x80 : Int32(POSIX_SPAWN_SETPGROUP)
        #else
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
            flags |= ownSession ? Int32(POSIX_SPAWN_SETSID) : Int32(POSIX_SPAWN_SETPGROUP)
        #endif
        // A new group, led by the child (group 0), as Foundation's Process made one: a Ctrl-C meant for the
        // terminal's foreground job does not reach it. A session of its own is a new group too.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        guard posix_spawn(&pid, path, &actions, &attributes, argv, envp) == 0 else { return nil }
        return pid
    }

    /// Reaps the children started here that have ended, so a long-lived process (a batch, a follower) leaves no
    /// zombies behind; a caller holding one still reads its status from it.
    private static func reapEnded() {
        started.withLock { children in children.removeAll { !$0.isRunning } }
    }
}
