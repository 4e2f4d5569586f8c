import Foundation
import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a plugin executable directly from an argv array (never through a shell) in its own process group, with a
/// sanitised environment, a timeout that kills the whole group, and bounded output. The prompt command of
/// `config.yaml` runs the same way, in the caller's environment.
package struct PluginProcess {
    /// What a finished plugin printed.
    package struct Finished {
        package let stdout: String
        /// The end of what it printed on stderr, for a failure message.
        package let stderrExcerpt: String
        /// Why the run counts as a failure whatever it printed: a timeout, a non-zero exit, too much output.
        package let problem: PluginProblem?
    }

    /// The variables a plugin receives; everything else of the caller's environment is left out.
    package static let allowedVariables: Set = ["PATH", "HOME", "LANG", "TZ", "RITUALIST_HOME"]
    package static let allowedPrefixes = ["LC_", "XDG_"]
    package static let stdoutLimit = 1 << 20
    package static let stderrExcerptLimit = 2_000

    package let path: String
    package let timeout: Double
    /// Whether the plugin gets a process group of its own, which its timeout ends whole. A `ritual` that a plugin
    /// started leaves its plugins in that plugin's group instead, so that the outer timeout ends them too.
    package var ownGroup = true

    package init(path: String, timeout: Double, ownGroup: Bool = true) {
        self.path = path
        self.timeout = timeout
        self.ownGroup = ownGroup
    }

    package static func sanitised(_ environment: [String: String]) -> [String: String] {
        var kept = environment.filter { key, _ in
            allowedVariables.contains(key) || allowedPrefixes.contains { key.hasPrefix($0) }
        }
        if kept["PATH"] == nil { kept["PATH"] = "/usr/local/bin:/usr/bin:/bin" }
        return kept
    }

    /// Runs `path ARGUMENT` with `input` on stdin and the sanitised `environment`, one run deeper (see `RunDepth`);
    /// throws only when it cannot start.
    package func run(_ argument: String, input: String, environment: [String: String]) throws(PluginProblem) -> Finished
    {
        let depth = RunDepth.of(environment)
        var sanitised = Self.sanitised(environment)
        sanitised[RunDepth.variable] = String(min(depth, Int.max - 1) + 1)
        var process = self
        process.ownGroup = depth == 0
        return try process.run(arguments: [argument], input: input, environment: sanitised)
    }

    /// Runs `path` with `arguments` and `input` on stdin, in exactly `environment`; throws only when it cannot start.
    package func run(arguments: [String], input: String, environment: [String: String]) throws(PluginProblem)
        -> Finished
    {
        signal(SIGPIPE, SIG_IGN)
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw .couldNotStart(String(cString: strerror(errno))) }
            // Close-on-exec: a plugin started by another thread must not inherit this one's ends (its own copies
            // are made by dup2, which clears the flag).
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            pipes.append(ends)
        }
        defer { for ends in pipes { for end in ends where end >= 0 { close(end) } } }
        let pid = try spawn(arguments, pipes: pipes, environment: environment)
        close(pipes[0][0])
        close(pipes[1][1])
        close(pipes[2][1])
        pipes[0][0] = -1
        pipes[1][1] = -1
        pipes[2][1] = -1
        let deadline = Self.clock() + timeout
        var exchange = PluginExchange(input: Array(input.utf8))
        // The request is written as the replies are read, never before: a plugin that answers first, or never
        // reads, must not hold this process past the deadline.
        var stdin = pipes[0][1]
        pipes[0][1] = -1
        let stopped = exchange.run(stdin: &stdin, stdout: pipes[1][0], stderr: pipes[2][0], until: deadline)
        let status = Self.finish(pid, group: ownGroup, until: stopped == nil ? deadline : Self.clock())
        return Finished(
            stdout: String(decoding: exchange.stdout, as: UTF8.self), stderrExcerpt: exchange.stderrExcerpt,
            problem: stopped ?? problem(status))
    }

    private func problem(_ status: Int32?) -> PluginProblem? {
        guard let status else { return .timedOut(seconds: timeout) }
        // The wait status macros are not imported: the low 7 bits are the signal, the next 8 the exit status.
        let signal = status & 0x7f
        if signal != 0 { return .killed(signal: signal) }
        let exit = (status >> 8) & 0xff
        return exit == 0 ? nil : .exited(status: exit)
    }

    private func spawn(_ arguments: [String], pipes: [[Int32]], environment: [String: String]) throws(PluginProblem)
        -> pid_t
    {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for (index, ends) in pipes.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, index == 0 ? ends[0] : ends[1], Int32(index))
        }
        // The child keeps only its three ends: an inherited write end of its own stdin would never let it see EOF.
        for end in pipes.joined() where end > 2 { posix_spawn_file_actions_addclose(&actions, end) }
        // Nor anything else this process holds open (the store, a file another thread is writing, which would keep
        // it from being executed while the plugin runs): the plugin gets its three streams alone.
        var flags: Int32 = ownGroup ? Int32(POSIX_SPAWN_SETPGROUP) : 0
        #if canImport(Glibc)
            for descriptor in OpenDescriptors.listed() where descriptor > 2 && !pipes.joined().contains(descriptor) {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        #elseif canImport(Darwin)
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        if ownGroup { posix_spawnattr_setpgroup(&attributes, 0) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { (text: String) in strdup(text) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] =
            environment.map { (key: String, value: String) in strdup(key + "=" + value) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        var result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        // A plugin file that some process still holds open for writing (an editor saving it, a program that has just
        // written it and whose descriptor a child inherited) cannot be executed until it is closed: wait a little,
        // 20 ms then twice as long each time, about 0.6 s in all, before saying so.
        var wait: useconds_t = 20_000
        while result == ETXTBSY, wait <= 320_000 {
            usleep(wait)
            wait *= 2
            result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        }
        guard result == 0 else { throw .couldNotStart(String(cString: strerror(result))) }
        return pid
    }

    /// Waits for `pid` until `deadline`, then kills its process group (stragglers included) when it has one of its
    /// own, else the process when it had not exited; nil when it had not exited by then.
    private static func finish(_ pid: pid_t, group: Bool, until deadline: Double) -> Int32? {
        var status: Int32 = 0
        var exited = false
        // A plugin usually exits right after closing its output: look again soon, then less often.
        var pause: UInt32 = 50
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno != EINTR) {
                exited = result == pid
                break
            }
            if clock() >= deadline { break }
            usleep(pause)
            pause = min(pause * 2, 2_000)
        }
        if group {
            kill(-pid, SIGKILL)
        } else if !exited {
            kill(pid, SIGKILL)
        }
        if !exited { waitpid(pid, &status, 0) }
        return exited ? status : nil
    }

    package static func clock() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
