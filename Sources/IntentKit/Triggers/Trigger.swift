/// What starts an intent by itself, as a declaration's `on:` lists it: a time of day, an interval, a calendar
/// expression, or an event a plugin names.
///
/// ```yaml
/// on:
///   - at: "21:00"
///   - every: 30m
///     from: "09:00"
///   - event: completed
///     habit: Meditate
/// ```
package struct Trigger: Sendable {
    /// When the trigger fires.
    package enum Kind: Sendable, Equatable {
        /// Once a day at this time, on these weekdays (all of them when empty).
        case at(TimeOfDay, days: [TriggerWeekday])
        /// Every `minutes` on the clock from `from` to `until`, both included.
        case every(minutes: Int, from: TimeOfDay, until: TimeOfDay)
        /// A calendar expression as systemd reads it (`Sun *-*-* 20:00`).
        case calendar(CalendarExpression)
        /// After a committed change of this kind; `subject` narrows it to one entity (a habit's name or id).
        case event(String, subject: String?)
    }

    /// When it fires.
    package let kind: Kind
    /// The `with:` arguments the intent runs with, in file order.
    package let arguments: [(String, String)]
    /// Where the trigger's item stands in its file.
    package let location: SourceLocation
    /// Where the subject filter stands, for a diagnostic that names an unknown entity.
    package let subjectLocation: SourceLocation?

    /// A trigger of `kind` that runs its intent with `arguments`.
    package init(
        kind: Kind, arguments: [(String, String)] = [], location: SourceLocation, subjectLocation: SourceLocation? = nil
    ) {
        self.kind = kind
        self.arguments = arguments
        self.location = location
        self.subjectLocation = subjectLocation
    }

    /// Whether it fires at times rather than after events.
    package var isTimed: Bool {
        if case .event = kind { return false }
        return true
    }

    /// The event it follows, or nil for a time trigger.
    package var event: String? {
        if case .event(let name, _) = kind { return name }
        return nil
    }

    /// How the journal names it: `at 21:00`, `at 18:30 sat,sun`, `every 30m 09:00-18:00`, `calendar Sun *-*-* 20:00`,
    /// `event: completed Meditate`.
    package var label: String {
        switch kind {
        case .at(let time, let days):
            return "at \(time)" + (days.isEmpty ? "" : " " + days.map(\.rawValue).joinedText(separator: ","))
        case .every(let minutes, let from, let until):
            let interval = minutes % 60 == 0 ? "\(minutes / 60)h" : "\(minutes)m"
            let whole = from == TimeOfDay.midnight && until == TimeOfDay.lastMinute
            return "every \(interval)" + (whole ? "" : " \(from)-\(until)")
        case .calendar(let expression): return "calendar \(expression.text)"
        case .event(let name, let subject): return "event: \(name)" + (subject.map { " " + $0 } ?? "")
        }
    }
}
