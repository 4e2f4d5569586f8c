import Primitives

extension ScheduleParseError {
    /// The words of a schedule that cannot be read, written once.
    enum Words {
        static let unknownWeekday: MessageTemplate = "Unknown weekday '{weekday}' in schedule '{schedule}'.{hint}"
        /// The `{hint}` of an unknown weekday close to one.
        static let suggestion: MessageTemplate = " Did you mean '{weekday}'?"
        static let noWeekdays: MessageTemplate = "A schedule needs at least one weekday."
        static let timesPerWeek: MessageTemplate = "Times per week must be 1 to 7; got {count}."
        static let timesPerMonth: MessageTemplate = "Times per month must be 1 to 31; got {count}."
        static let periodDays: MessageTemplate = "The days of a schedule must be 2 to {maximum}; got {days}."
        static let timesInDays: MessageTemplate = "Times in {days} days must be 1 to {maximum}; got {count}."
        static let unrecognized: MessageTemplate =
            "Unknown schedule '{schedule}'; expected 'daily', 'weekdays', 'weekends', weekdays such as 'mon,wed,fri', "
            + "or a count such as '3/week', '3/month', 'every 3 days' or '2 in 5 days'."
    }

    /// The templates of a schedule's messages.
    package static let templates: [MessageTemplate] = [
        Words.unknownWeekday, Words.noWeekdays, Words.timesPerWeek, Words.timesPerMonth, Words.periodDays,
        Words.timesInDays, Words.unrecognized,
    ]

    /// The case name a schedule that cannot be read has, with the templates of its messages; the plugin that binds
    /// the domain lists it as a failure case.
    package static let wordedCases: [(name: String, templates: [MessageTemplate])] = [("invalidSchedule", templates)]
}
