import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a program in a session of its own (no controlling terminal), its three streams on /dev/null and no other
/// descriptor of this process open in it, and returns without waiting for it: how a press hands its push to
/// `ritual-sync`. One `posix_spawn` of the program itself, with no `env` or `setsid` program between, and no
/// Foundation `Process`, whose set-up (a close action for every possible descriptor, its watch over the child) cost a
/// press as many instructions as the press itself. A child that has ended is reaped by the next start in this
/// process (a batch starts one per change), or by init once this process ends.
package enum SessionSpawn {
    private static let started = Mutex<[pid_t]>([])

    /// Starts `path` with `arguments` in `environment`; the child's id, or nil when it could not start.
    @discardableResult
    package static func start(_ path: String, arguments: [String], environment: [String: String]) -> pid_t? {
        reapEnded()
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
        #if canImport(Glibc)
            for descriptor in openDescriptors() where descriptor > 2 {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
            // glibc's POSIX_SPAWN_SETSID (2.26 and later), which Swift does not import: it is behind _GNU_SOURCE.
            let flags: Int32 = 0x80
        #else
            let flags = Int32(POSIX_SPAWN_SETSID | POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        guard posix_spawn(&pid, path, &actions, &attributes, argv, envp) == 0 else { return nil }
        started.withLock { $0.append(pid) }
        return pid
    }

    #if canImport(Glibc)
        /// The descriptors this process has open, from `/proc/self/fd` (the listing's own descriptor is closed by
        /// the time of the spawn, and glibc's spawn ignores a close of a descriptor that is not open).
        private static func openDescriptors() -> [Int32] {
            guard let directory = opendir("/proc/self/fd") else { return [] }
            defer { closedir(directory) }
            var descriptors: [Int32] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if let descriptor = Int32(name) { descriptors.append(descriptor) }
            }
            return descriptors
        }
    #endif

    /// Reaps the children started here that have ended, so a long-lived process leaves no zombies behind.
    private static func reapEnded() {
        started.withLock { pids in
            pids.removeAll { pid in
                var status: Int32 = 0
                let result = waitpid(pid, &status, WNOHANG)
                return result == pid || (result < 0 && errno == ECHILD)
            }
        }
    }
}
