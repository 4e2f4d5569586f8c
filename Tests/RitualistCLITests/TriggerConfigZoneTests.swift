import Foundation
import IntentKitTesting
import Testing

@testable import IntentKit

/// config.yaml's `time_zone:` names the zone the time triggers fire in, over the `TZ` of the install.
@Suite struct TriggerConfigZoneTests {
    /// A person in Berlin on a machine counting in UTC, its systemd in Tokyo time: the timers fire at Berlin's 21:00,
    /// as `triggers list` says.
    @Test(.enabled(if: systemdAnalyzer != nil)) func theConfigsZoneIsTheZoneOfTheTimers() throws {
        var home = try TriggerHome()
        try home.ritual.home.write("config.yaml", "time_zone: Europe/Berlin\n")
        home.ritual.now = String(LocalMoment.utcStamp(Date()).prefix(19)) + "Z"
        home.ritual.zone = "UTC"
        #expect(home.ritual("triggers", "install", "--target", "systemd").status == 0)
        #expect(try home.read(home.unit("evening-1")).contains("OnCalendar=*-*-* 21:00:00 Europe/Berlin\n"))
        #expect(try home.read(home.unit("evening-1", "service")).contains("Environment=\"TZ=Europe/Berlin\"\n"))
        for id in ["evening-1", "evening-2", "hourly-1"] {
            let theirs = try home.systemdNext(ofTimer: home.unit(id), zone: "Asia/Tokyo")
            #expect(theirs != nil, "\(id)")
            #expect(try home.listedNext(id, zone: "Europe/Berlin") == theirs, "\(id)")
        }
    }

    @Test func aZoneTheSystemDoesNotHaveIsAnErrorWithItsPlace() throws {
        let home = try TriggerHome(files: ["Evening.yaml": TriggerHome.evening])
        try home.ritual.home.write("config.yaml", "week_start: monday\ntime_zone: Mars/Olympus\n")
        let expected =
            "config.yaml:2:12: error: invalid time_zone 'Mars/Olympus' (expected a zone of /usr/share/zoneinfo/ "
            + "such as Europe/Berlin)"
        let install = home.ritual("triggers", "install", "--target", "systemd")
        #expect(install.status != 0)
        #expect(install.stderr.contains(expected), "\(install.stderr)")
        #expect(home.unitNames().isEmpty)
        let check = home.ritual("check")
        #expect(check.status != 0)
        #expect(check.stdout.contains(expected) || check.stderr.contains(expected), "\(check.stdout)\(check.stderr)")
    }
}
