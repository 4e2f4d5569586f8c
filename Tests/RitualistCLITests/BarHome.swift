import IntentKit

/// A home whose habit names hold what bars interpret: Pango's `& < > " '`, polybar's `%{…}`, xbar's `|`,
/// shell characters and emoji. On Saturday 2025-11-08: the tea done (and on Friday, a streak of 2), the red
/// habit 3 of 8 glasses, the shell habit not begun.
struct BarHome {
    var ritual = Ritual()

    /// With `defaultHome`, no `RITUALIST_HOME`: the store in the XDG folders under the home as `HOME`.
    init(executable: String = "/opt/my tools/ritual", defaultHome: Bool = false) {
        ritual.extra["RITUALIST_EXECUTABLE"] = executable
        if defaultHome { ritual.extra["RITUALIST_HOME"] = "" }
        ritual("habit", "add", "Tea & <Biscuits>", "--emoji", "🍵", "--start", "2025-11-07")
        ritual("habit", "add", "%{F#f00}Red|Pipe", "--target", "8", "--unit", "glasses", "--start", "2025-11-01")
        ritual("habit", "add", "Say \"hi\" it's $HOME; #1 {a,b} 100%", "--start", "2025-11-01")
    }

    /// Tea done on Friday and Saturday, 3 glasses on Saturday.
    func partial() -> Ritual {
        ritual("run", "CompleteHabit", "habit=Tea", "date=2025-11-07")
        ritual("run", "CompleteHabit", "habit=Tea")
        ritual("run", "LogHabitValue", "habit=%{", "value=3")
        return ritual
    }

    /// Everything done on Friday, nothing yet on Saturday: the streak is at risk.
    func atRisk() -> Ritual {
        complete(date: "2025-11-07")
        return ritual
    }

    func complete(date: String = "selected") {
        ritual("run", "CompleteHabit", "habit=Tea", "date=\(date)")
        ritual("run", "LogHabitValue", "habit=%{", "value=8", "date=\(date)")
        ritual("run", "CompleteHabit", "habit=Say", "date=\(date)")
    }

    func id(_ prefix: String) throws -> String {
        let status = try JSONParser.parse(ritual("status", "--json").stdout)
        let habit = status["habits"]?.arrayValue?.first { $0["name"]?.stringValue?.hasPrefix(prefix) == true }
        return habit?["id"]?.stringValue ?? "?"
    }
}
