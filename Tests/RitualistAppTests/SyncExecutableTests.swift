import Foundation
import IntentKitTesting
import RitualistApp
import RitualistSync
import Testing

/// `ritual` finding `ritual-sync`: beside `ritual` (the running program, or `RITUALIST_EXECUTABLE`), then on `PATH`.
@Suite struct SyncExecutableTests {
    let directory = TemporaryDirectory()

    func program(_ relative: String) throws {
        chmod(try directory.write(relative, "#!/bin/sh\n"), 0o755)
    }

    var environment: [String: String] {
        ["RITUALIST_EXECUTABLE": directory.path("bin/ritual"), "PATH": directory.path("path") + ":/nonexistent"]
    }

    @Test func ritualSyncBesideRitualComesBeforeTheOneOnPath() throws {
        try program("bin/ritual-sync")
        try program("path/ritual-sync")
        #expect(SyncExecutable.locate(environment: environment) == directory.path("bin/ritual-sync"))
    }

    @Test func withoutOneBesideRitualTheOneOnPathIsFound() throws {
        try program("path/ritual-sync")
        #expect(SyncExecutable.locate(environment: environment) == directory.path("path/ritual-sync"))
    }

    @Test func withNeitherNoneIsFoundAndThePlacesLookedAtAreSaid() {
        #expect(SyncExecutable.locate(environment: environment) == nil)
        #expect(
            SyncExecutable.candidates(environment: environment) == [
                directory.path("bin/ritual-sync"), directory.path("path/ritual-sync"), "/nonexistent/ritual-sync",
            ])
    }
}
