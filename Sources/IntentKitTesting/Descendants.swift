import Foundation

/// Runs a program and waits for it and for every process it starts, detached ones in sessions of their own
/// included: python3 makes itself the child subreaper (`prctl(PR_SET_CHILD_SUBREAPER)`), so the orphans come back to
/// it, and it returns once it has no child left. After `run` returns, whatever the program started has ended: a test
/// that something was not started looks at what it would have left, with no wait that a slow start outlasts.
package enum Descendants {
    static let script = """
        import ctypes, os, sys
        if ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0) != 0:
            sys.exit("prctl(PR_SET_CHILD_SUBREAPER) failed")
        child = os.fork()
        if child == 0:
            os.execve(sys.argv[1], sys.argv[1:], os.environ)
        status = 70
        while True:
            try:
                pid, code = os.wait()
            except ChildProcessError:
                break
            if pid == child:
                status = os.waitstatus_to_exitcode(code)
        sys.exit(status if status >= 0 else 128 - status)
        """

    /// Runs `executable` with `arguments` in `environment`, to the end of it and of everything it started.
    package static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], timeout: Double = 120
    ) throws -> ProcessResult {
        try ProcessRunner.run(
            "/usr/bin/python3", ["-c", script, executable] + arguments, environment: environment, timeout: timeout)
    }
}
