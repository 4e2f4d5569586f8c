import IntentKit
import Testing

@Suite struct TriggerParsingTests {
    let parser = DeclarationParser(vocabulary: PluginRegistry.counters.vocabulary)

    static let header =
        "version: 1\nintent: Nightly\ntitle: Nightly\nsummary: Runs by itself.\nperform: counters.echo\n"
        + "parameters: {label: {type: string}}\non:\n"

    func triggers(_ yaml: String) throws -> [Trigger] {
        try parser.parse(Declarations.source(Self.header + yaml)).get().triggers
    }

    func diagnostics(_ yaml: String) -> [String] {
        switch parser.parse(Declarations.source(Self.header + yaml)) {
        case .success: return []
        case .failure(let list):
            return list.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        }
    }

    struct Form: Sendable, CustomTestStringConvertible {
        let yaml: String
        let kind: Trigger.Kind
        let label: String
        var testDescription: String { label }
    }

    static let forms: [Form] = [
        Form(yaml: "  - at: \"21:00\"\n", kind: .at(TimeOfDay(minuteOfDay: 1260), days: []), label: "at 21:00"),
        Form(
            yaml: "  - at: \"18:30\"\n    days: [sun, Sat]\n",
            kind: .at(TimeOfDay(minuteOfDay: 1110), days: [.sat, .sun]), label: "at 18:30 sat,sun"),
        Form(
            yaml: "  - at: \"7:05\"\n    days: [monday]\n", kind: .at(TimeOfDay(minuteOfDay: 425), days: [.mon]),
            label: "at 07:05 mon"),
        Form(
            yaml: "  - every: 30m\n", kind: .every(minutes: 30, from: .midnight, until: .lastMinute), label: "every 30m"
        ),
        Form(
            yaml: "  - every: 1h\n    from: \"09:00\"\n    until: \"18:00\"\n",
            kind: .every(minutes: 60, from: TimeOfDay(minuteOfDay: 540), until: TimeOfDay(minuteOfDay: 1080)),
            label: "every 1h 09:00-18:00"),
        Form(
            yaml: "  - every: 120s\n", kind: .every(minutes: 2, from: .midnight, until: .lastMinute),
            label: "every 2m"),
        Form(
            yaml: "  - calendar: \"Sun *-*-* 20:00\"\n",
            kind: calendar("Sun *-*-* 20:00"), label: "calendar Sun *-*-* 20:00"),
        Form(yaml: "  - event: reset\n", kind: .event("reset", subject: nil), label: "event: reset"),
        Form(
            yaml: "  - event: added\n    counter: Pushups\n", kind: .event("added", subject: "Pushups"),
            label: "event: added Pushups"),
    ]

    @Test(arguments: forms) func everyTriggerFormReads(form: Form) throws {
        let read = try triggers(form.yaml)
        #expect(read.map(\.kind) == [form.kind])
        #expect(read.map(\.label) == [form.label])
        #expect(read.first?.location.line == 8)
    }

    @Test func aTriggerCarriesItsArgumentsAndTheDeclarationKeepsTheOrder() throws {
        let read = try triggers("  - at: \"21:00\"\n    with: {label: night}\n  - event: reset\n")
        #expect(read.map(\.label) == ["at 21:00", "event: reset"])
        #expect(read[0].arguments.map { "\($0.0)=\($0.1)" } == ["label=night"])
        #expect(read.map(\.isTimed) == [true, false])
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let label: String
        let yaml: String
        let expected: [String]
        var testDescription: String { label }
    }

    static let refusals: [Refusal] = [
        Refusal(
            label: "hour past the day", yaml: "  - at: \"25:00\"\n",
            expected: ["8:9: invalid time '25:00' for 'at' (expected HH:MM, 00:00 to 23:59)"]),
        Refusal(
            label: "unknown weekday", yaml: "  - at: \"21:00\"\n    days: [mon, fry]\n",
            expected: [
                "9:17: unknown weekday 'fry' in 'days' (expected one of: mon, tue, wed, thu, fri, sat, sun). "
                    + "Did you mean 'fri'?"
            ]),
        Refusal(
            label: "interval under a minute", yaml: "  - every: 30s\n",
            expected: ["8:12: interval '30s' is under a minute (a trigger runs at most once a minute)"]),
        Refusal(
            label: "interval without a unit", yaml: "  - every: often\n",
            expected: ["8:12: invalid interval 'often' for 'every' (expected minutes or hours, such as 30m or 2h)"]),
        Refusal(
            label: "interval past a day", yaml: "  - every: 25h\n",
            expected: ["8:12: interval '25h' is longer than a day (use 'at' or 'calendar')"]),
        Refusal(
            label: "until before from", yaml: "  - every: 1h\n    from: \"18:00\"\n    until: \"09:00\"\n",
            expected: ["10:12: 'until' (09:00) is before 'from' (18:00)"]),
        Refusal(
            label: "days on an interval", yaml: "  - every: 1h\n    days: [mon]\n",
            expected: ["9:5: 'days' applies only to 'at' triggers"]),
        Refusal(
            label: "calendar expression the scheduler refuses", yaml: "  - calendar: \"Sun 8pm\"\n",
            expected: [
                "8:15: invalid calendar expression 'Sun 8pm' (expected [WEEKDAYS] [YYYY-MM-DD] HH:MM[:SS] as "
                    + "systemd reads it, such as 'Sun *-*-* 20:00')"
            ]),
        Refusal(
            label: "unknown event", yaml: "  - event: resett\n",
            expected: ["8:12: unknown event 'resett' (expected one of: added, reset). Did you mean 'reset'?"]),
        Refusal(
            label: "subject on an event without one", yaml: "  - event: reset\n    counter: Pushups\n",
            expected: ["9:5: event 'reset' takes no 'counter'"]),
        Refusal(
            label: "subject on a time trigger", yaml: "  - at: \"09:00\"\n    counter: Pushups\n",
            expected: ["9:5: 'counter' applies only to event triggers"]),
        Refusal(
            label: "two kinds", yaml: "  - at: \"09:00\"\n    every: 1h\n",
            expected: ["9:5: a trigger has both 'at' and 'every'; keep one"]),
        Refusal(
            label: "no kind", yaml: "  - with: {label: x}\n",
            expected: ["8:5: a trigger needs one of 'at', 'every', 'calendar' or 'event'"]),
        Refusal(
            label: "unknown key", yaml: "  - att: \"09:00\"\n",
            expected: [
                "8:5: unknown key 'att' in a trigger (expected one of: at, every, calendar, event, days, from, "
                    + "until, with, counter). Did you mean 'at'?"
            ]),
        Refusal(label: "empty list", yaml: "  []\n", expected: ["8:3: 'on' must list at least one trigger"]),
    ]

    @Test(arguments: refusals) func checkNamesEveryTriggerMistakeWhereItStands(refusal: Refusal) {
        #expect(diagnostics(refusal.yaml) == refusal.expected)
    }

    @Test func aTriggerMustGiveWhatTheIntentRequiresAndNothingItDoesNotTake() {
        let yaml = """
            version: 1
            intent: Bump
            title: Bump
            summary: Adds one.
            perform: counters.add
            parameters:
              counter: {type: counter, required: true}
            on:
              - at: "09:00"
              - at: "10:00"
                with: {counter: Pushups, colour: red}

            """
        guard case .failure(let list) = parser.parse(Declarations.source(yaml)) else {
            Issue.record("expected diagnostics")
            return
        }
        #expect(
            list.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
                "9:5: a trigger runs the intent without 'counter', which it requires; add it under 'with'",
                "11:30: trigger gives unknown parameter 'colour' (the intent takes: counter).",
            ])
    }

    /// The kind of a calendar trigger; an expression that does not read is an event no test expects.
    static func calendar(_ text: String) -> Trigger.Kind {
        CalendarExpression(text).map { .calendar($0) } ?? .event("unreadable", subject: nil)
    }
}
