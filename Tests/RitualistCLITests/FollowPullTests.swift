import Foundation
import IntentKitTesting
import RitualistApp
import RitualistConsole
import Testing

/// `status --follow` pulls from the server only where sync is configured: the follower a home makes has its
/// pulls or has none, decided when it starts, so no wait is needed to see that it never pulls.
@Suite struct FollowPullTests {
    enum Configuration: CaseIterable {
        case none, otherSettings, environment, configFile
    }

    @Test(arguments: Configuration.allCases)
    func aFollowerPullsWhereSyncIsConfiguredAlone(configuration: Configuration) throws {
        var ritual = Ritual()
        let program = try ritual.home.write("bin/ritual-sync", "#!/bin/sh\n")
        chmod(program, 0o755)
        ritual.extra["RITUALIST_EXECUTABLE"] = ritual.home.path("bin/ritual")
        switch configuration {
        case .none: break
        case .otherSettings: try ritual.home.write("config.yaml", "week_start: monday\n")
        case .environment: ritual.extra["RITUALIST_SYNC_URL"] = "postgresql://me@h/d"
        case .configFile: try ritual.home.write("config.yaml", "sync:\n  url: postgresql://me@h/d\n")
        }
        let console = Console(environment: ritual.environment, write: { _, _ in })
        let follower = try Console.with(console) { try StatusFollower(render: {}) }
        let configured = [.environment, .configFile].contains(configuration)
        #expect((follower.pull != nil) == configured)
    }
}
