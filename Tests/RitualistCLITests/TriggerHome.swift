import Foundation
import IntentKitTesting
import RitualistApp

/// A home with automations that declare every kind of trigger, its XDG folders inside it, and no systemd user
/// manager (no `$XDG_RUNTIME_DIR/systemd/private`), as in CI.
struct TriggerHome {
    static let evening = """
        version: 1
        intent: Evening
        title: Evening
        summary: Says how the day stands, at night and on weekend evenings.
        on:
          - at: "21:00"
          - at: "18:30"
            days: [sat, sun]
        steps:
          - run: DayStatus

        """
    static let hourly = """
        version: 1
        intent: Hourly
        title: Hourly
        summary: Logs a glass of water every hour of the working day.
        on:
          - every: 1h
            from: "09:00"
            until: "18:00"
        steps:
          - run: LogHabitValue
            with: {habit: Water, value: "1"}

        """
    static let cheer = """
        version: 1
        intent: Cheer
        title: Cheer
        summary: Says well done once everything is done.
        on:
          - event: allDone
        steps:
          - run: DayStatus

        """

    var ritual: Ritual

    init(home: TemporaryDirectory = TemporaryDirectory(), files: [String: String]? = nil) throws {
        ritual = Ritual(home: home)
        for (name, text) in files ?? [
            "Evening.yaml": Self.evening, "Hourly.yaml": Self.hourly, "Cheer.yaml": Self.cheer,
        ] {
            try ritual.home.write("intents/" + name, text)
        }
        try FileManager.default.createDirectory(atPath: home.path + "/runtime", withIntermediateDirectories: true)
        ritual.extra["XDG_CONFIG_HOME"] = home.path + "/config"
        ritual.extra["XDG_RUNTIME_DIR"] = home.path + "/runtime"
        ritual.extra["RITUALIST_EXECUTABLE"] = Ritual.binary
    }

    /// The tag the names of this home's units carry (its `RITUALIST_HOME`, or the default data folder).
    var tag: String {
        let home = ritual.environment["RITUALIST_HOME"].flatMap { $0.isEmpty ? nil : $0 }
        return HomeTag(path: home ?? ritual.home.path + "/.local/share/ritualist").text
    }

    /// `ritual-TAG-ID.SUFFIX`, the name install gives the unit of trigger `id`.
    func unit(_ id: String, _ suffix: String = "timer") -> String { "ritual-\(tag)-\(id).\(suffix)" }

    /// Where install writes systemd units.
    var units: String { ritual.home.path + "/config/systemd/user" }

    /// The files in the units folder, sorted.
    func unitNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: units)) ?? []).sorted()
    }

    func read(_ name: String) throws -> String {
        try String(contentsOfFile: units + "/" + name, encoding: .utf8)
    }
}

extension TriggerHome {
    /// Puts a stand-in `crontab` first on the PATH, which keeps the table in the file `table`.
    mutating func useStandInCrontab(table: String) throws {
        let script = """
            #!/bin/sh
            case "$1" in
              -l) [ -f '\(table)' ] || { echo "no crontab for tester" >&2; exit 1; }; cat '\(table)' ;;
              -r) rm -f '\(table)' ;;
              -) cat > '\(table)' ;;
            esac
            """
        let path = try ritual.home.write("bin/crontab", script)
        chmod(path, 0o755)
        ritual.extra["PATH"] = ritual.home.path + "/bin:/usr/bin:/bin"
    }
}
