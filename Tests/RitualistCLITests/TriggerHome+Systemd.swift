import Foundation
import IntentKit
import IntentKitTesting

/// Where `systemd-analyze` is, when it is installed.
let systemdAnalyzer = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// What systemd itself says of the units `ritual triggers install` wrote, for the suites that hold the units and the
/// listed times to it (only where `systemd-analyze` is installed).
extension TriggerHome {
    /// `systemd-analyze verify --user` of the units `names`, as the home's user would run it: the home as `HOME`,
    /// its runtime folder, no user manager.
    func verify(_ names: [String]) throws -> ProcessResult {
        try ProcessRunner.run(
            try analyzer(), ["verify", "--user"] + names.map { units + "/" + $0 },
            environment: [
                "XDG_RUNTIME_DIR": ritual.home.path + "/runtime", "PATH": "/usr/bin:/bin", "HOME": ritual.home.path,
            ])
    }

    /// When systemd fires the timer `name` next from now in `zone`: the earliest next elapse of its `OnCalendar=`
    /// lines by `systemd-analyze calendar`, in UTC (`2025-11-08T20:00:00Z`); nil when it names none.
    func systemdNext(ofTimer name: String, zone: String) throws -> String? {
        let calendars = try read(name).split(separator: "\n")
            .filter { $0.hasPrefix("OnCalendar=") }.map { String($0.dropFirst("OnCalendar=".count)) }
        let analyzed = try ProcessRunner.run(
            try analyzer(), ["calendar"] + calendars, environment: ["TZ": zone, "LC_ALL": "C", "PATH": "/usr/bin:/bin"])
        guard analyzed.status == 0 else { return nil }
        return analyzed.stdout.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "(in UTC): ") else { return nil }
            let words = line[range.upperBound...].split(separator: " ")
            return words.count == 4 ? "\(words[1])T\(words[2])Z" : nil
        }.min()
    }

    /// The next time of trigger `id` as `triggers list --json` gives it, in UTC as `systemdNext` writes it.
    func listedNext(_ id: String, zone: String) throws -> String? {
        let listed = try JSONParser.parse(ritual("triggers", "list", "--json").stdout).arrayValue ?? []
        guard let next = listed.first(where: { $0["id"] == .string(id) })?["next"]?.stringValue else { return nil }
        let instant = try WallClock.pinned(next, in: WallZone(tz: zone)).now().instant
        return String(LocalMoment.utcStamp(instant).prefix(19)) + "Z"
    }

    private func analyzer() throws -> String {
        guard let systemdAnalyzer else { throw CocoaError(.fileNoSuchFile) }
        return systemdAnalyzer
    }
}
