import Foundation
import IntentKit
import IntentKitTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

// --follow waits on inotify, so it runs on Linux only.
#if os(Linux)
    @Suite struct StatusFollowTests {
        @Test func aWriteByAnotherProcessPrintsAFreshLineWithinASecond() throws {
            let ritual = Ritual()
            ritual("habit", "add", "Tea & <Biscuits>", "--start", "2025-11-01")
            ritual("habit", "add", "Read", "--start", "2025-11-01")
            let follow = try FollowingProcess(
                ["status", "--follow", "--format", "plain"], environment: ritual.environment)
            #expect(follow.line(within: 5) == "0/2 · Tea & <Biscuits>")
            try ritual.binary("run", "CompleteHabit", "habit=Tea")
            #expect(follow.line(within: 1) == "1/2 🔥1 · Read")
            try ritual.binary("run", "CompleteHabit", "habit=Read")
            #expect(follow.line(within: 1) == "2/2 🔥1")
            kill(follow.process.processIdentifier, SIGTERM)
            #expect(follow.exit(within: 2) == 0)
        }

        @Test func theDayRollingOverAtMidnightPrintsTheNewDay() throws {
            var ritual = Ritual()
            ritual("habit", "add", "Tea", "--start", "2025-11-01")
            ritual("run", "CompleteHabit", "habit=Tea")
            ritual.now = "2025-11-08T23:59:59"
            let follow = try FollowingProcess(
                ["status", "--follow", "--format", "waybar"], environment: ritual.environment)
            #expect(follow.line(within: 5)?.hasPrefix(#"{"text":"1/1 🔥1","alt":"done""#) == true)
            let next = follow.line(within: 3)
            #expect(next?.hasPrefix(#"{"text":"0/1 🔥1 · Tea","alt":"empty","#) == true)
            #expect(next?.contains(#""class":["empty","at-risk"]"#) == true)
        }

        @Test func aStoreCreatedAfterItStartsIsFollowed() throws {
            let ritual = Ritual()
            var environment = ritual.environment
            environment["RITUALIST_HOME"] = ritual.home.path + "/not/yet"
            let follow = try FollowingProcess(["status", "--follow", "--format", "plain"], environment: environment)
            #expect(follow.line(within: 5) == "–")
            _ = try ProcessRunner.run(
                Ritual.binary, ["habit", "add", "Tea", "--start", "2025-11-01"], environment: environment)
            #expect(follow.line(within: 1) == "0/1 · Tea")
        }

        @Test func followingJSONPrintsOneLinePerUpdate() throws {
            let ritual = Ritual()
            ritual("habit", "add", "Tea", "--start", "2025-11-01")
            let follow = try FollowingProcess(["status", "--follow", "--json"], environment: ritual.environment)
            let first = try #require(follow.line(within: 5))
            #expect(try JSONParser.parse(first)["percentage"] == .int(0))
            try ritual.binary("run", "CompleteHabit", "habit=Tea")
            #expect(try JSONParser.parse(try #require(follow.line(within: 1)))["percentage"] == .int(100))
        }

        @Test func itEndsWhenItsOutputCloses() throws {
            let ritual = Ritual()
            let follow = try FollowingProcess(["status", "--follow"], environment: ritual.environment)
            #expect(follow.line(within: 5) != nil)
            try follow.closeOutput()
            #expect(follow.exit(within: 2) != nil)
        }
    }
#endif
