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

    /// Every run closes the ends of its pipes that this process held: a test process that kept two of them a run
    /// had over 1,300 open after the suite's few hundred runs, where Foundation's spawn reads past the end of its
    /// listing of /proc/self/fd and crashes.
    @Test func aRunLeavesNoDescriptorOpen() throws {
        func open() -> Int { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0 }
        let before = open()
        for _ in 0..<60 {
            _ = try ProcessRunner.run("/bin/sh", ["-c", "echo out; echo err >&2"], environment: [:], stdin: "in")
        }
        // Other suites open and close files meanwhile; sixty runs keeping one descriptor each would show.
        #expect(open() - before < 30)
    }
}
