import Foundation
import IntentKitTesting
import Testing

/// The runner of end-to-end tests reads both pipes while the process writes them, and never waits past its deadline.
@Suite struct ProcessRunnerTests {
    @Test(arguments: [
        // More than a pipe holds on stderr, before anything on stdout.
        ("head -c 200000 /dev/zero | tr '\\0' e >&2; printf done", "", "done", 200_000),
        // Input larger than a pipe holds that the process reads only after it has written.
        (
            "head -c 200000 /dev/zero | tr '\\0' e >&2; wc -c | tr -d ' '", String(repeating: "i", count: 300_000),
            "300000\n", 200_000
        ),
    ])
    func bothPipesAreReadWhileTheProcessWritesThem(script: String, stdin: String, stdout: String, stderrBytes: Int)
        throws
    {
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", script], environment: ["PATH": "/usr/bin:/bin"], stdin: stdin, timeout: 60)
        #expect(result.status == 0)
        #expect(result.stdout == stdout)
        #expect(result.stderr == String(repeating: "e", count: stderrBytes))
    }

    @Test func aProcessThatOutlivesItsDeadlineIsKilledAndReported() throws {
        let started = Date()
        let error = #expect(throws: ProcessRunner.TimedOut.self) {
            try ProcessRunner.run("/bin/sleep", ["30"], environment: [:], timeout: 1)
        }
        #expect(error?.description == "'/bin/sleep 30' did not finish within 1.0 s")
        #expect(Date().timeIntervalSince(started) < 20)
    }
}
