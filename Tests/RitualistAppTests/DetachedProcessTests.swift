import Foundation
import IntentKitTesting
import Primitives
import RitualistApp
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What every detached start keeps (hooks, automations, notifiers, the push, the follower's pull): the program found
/// on the given environment's PATH, that environment and no other, the streams on /dev/null, a process group or a
/// session of its own, the time bound, and nothing started when the program is not there.
@Suite struct DetachedProcessTests {
    let directory = TemporaryDirectory()

    /// A `probe` program in `bin/`, which writes what it was given and where it runs to `seen`.
    func install() throws -> [String: String] {
        let program = try directory.write(
            "bin/probe",
            """
            #!/bin/sh
            streams=$(for fd in 0 1 2; do printf '%s ' "$(readlink /proc/$$/fd/$fd)"; done)
            group=$(cut -d' ' -f5 /proc/$$/stat)
            session=$(cut -d' ' -f6 /proc/$$/stat)
            {
                echo "arguments: $*"
                echo "value: $PROBE_VALUE"
                echo "home: ${HOME-unset}"
                test "$group" = "$$" && echo "group leader: yes" || echo "group leader: no"
                test "$session" = "$$" && echo "session leader: yes" || echo "session leader: no"
                echo "streams: $streams"
            } >"$SEEN.part"
            mv "$SEEN.part" "$SEEN"

            """)
        chmod(program, 0o755)
        return [
            "PATH": directory.path("empty") + ":" + directory.path("bin") + ":/usr/bin:/bin",
            "SEEN": directory.path("seen"), "PROBE_VALUE": "a value with spaces",
        ]
    }

    @Test(arguments: [false, true])
    func aProgramOnPathRunsWithTheGivenEnvironmentAndInASessionOfItsOwnWhenAsked(ownSession: Bool) throws {
        let environment = try install()
        let child = try #require(
            DetachedProcess.start(["probe", "one", "two words"], ownSession: ownSession, environment: environment))
        #expect(child.wait(upTo: .seconds(20)) == 0)
        let text = try String(contentsOfFile: directory.path("seen"), encoding: .utf8)
        #expect(
            text == """
                arguments: one two words
                value: a value with spaces
                home: unset
                group leader: yes
                session leader: \(ownSession ? "yes" : "no")
                streams: /dev/null /dev/null /dev/null 

                """)
    }

    @Test(arguments: [["absent-program"], ["/nowhere/probe"], [""], []])
    func aProgramThatIsNotThereIsIgnored(argv: [String]) throws {
        let environment = try install()
        #expect(DetachedProcess.start(argv, environment: environment) == nil)
        #expect(DetachedProcess.start(argv, timeout: 5, environment: environment) == nil)
    }

    @Test func withoutTimeoutOnPathABoundedProgramIsNotStarted() throws {
        // A program that needs nothing but the shell, on a PATH that has nothing else.
        chmod(try directory.write("bin/plain", "#!/bin/sh\necho ran >\"$SEEN\"\n"), 0o755)
        let environment = ["PATH": directory.path("bin"), "SEEN": directory.path("seen")]
        #expect(DetachedProcess.start(["plain"], timeout: 5, environment: environment) == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.path("seen")))
        #expect(DetachedProcess.start(["plain"], environment: environment)?.wait(upTo: .seconds(20)) == 0)
        #expect(FileManager.default.fileExists(atPath: directory.path("seen")))
    }

    @Test func aProgramPastItsTimeoutIsEnded() throws {
        let child = try #require(
            DetachedProcess.start(["sleep", "30"], timeout: 1, environment: ["PATH": "/usr/bin:/bin"]))
        // coreutils' timeout exits 124 when it ended the program.
        #expect(child.wait(upTo: .seconds(15)) == 124)
    }

    @Test(
        arguments: [(["true"], 0), (["false"], 1), (["sh", "-c", "kill -TERM $$"], 128 + SIGTERM)]
            as [([String], Int32)])
    func theExitStatusIsTheProgramsOrTheSignalsAsAShellSaysIt(argv: [String], status: Int32) throws {
        let child = try #require(DetachedProcess.start(argv, environment: ["PATH": "/usr/bin:/bin"]))
        #expect(child.wait(upTo: .seconds(20)) == status)
        #expect(!child.isRunning)
        #expect(child.exitStatus == status)
    }
}
