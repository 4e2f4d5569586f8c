import RitualistApp

/// What `ritual undo` is asked to do: clear a habit's day (UndoCompletion, today unless a date is given), or
/// reverse the most recent change still in effect (`--last`, UndoLast), which takes neither.
package struct UndoRequest {
    package let habit: String?
    package let date: String?
    package let last: Bool
    package let json: Bool

    package init(habit: String?, date: String?, last: Bool, json: Bool) {
        self.habit = habit
        self.date = date
        self.last = last
        self.json = json
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            if last {
                if let habit { throw FrontEndError.habitWithLast(habit) }
                if let date { throw FrontEndError.dateWithLast(date) }
            } else if habit == nil {
                throw FrontEndError.noHabitToUndo
            }
        }
        if last {
            try Intents.show("UndoLast", as: UndoLastOutput.self, json: json)
        } else {
            try Intents.show(
                "UndoCompletion", [("habit", habit), ("date", date ?? "today")], as: LogOutput.self, json: json)
        }
    }
}
