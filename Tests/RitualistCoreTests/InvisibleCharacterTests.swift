import Testing

@testable import RitualistCore

/// A habit's name, unit and category show what they hold: no character that turns the text around it or hides in
/// it gets in, whichever field it is put in, while emoji keep the joiners and selectors they are made of.
@Suite struct InvisibleCharacterTests {
    @Test(arguments: [
        ("Read\u{202E}txt.exe", "U+202E"), ("\u{2066}Read", "U+2066"), ("Re\u{200B}ad", "U+200B"),
        ("Read\u{200F}", "U+200F"), ("Read\u{061C}", "U+061C"), ("Re\u{2060}ad", "U+2060"), ("\u{FEFF}Read", "U+FEFF"),
        ("Re\u{00AD}ad", "U+00AD"), ("Read\u{2028}Write", "U+2028"), ("\u{3164}", "U+3164"),
        ("Read \u{200D}", "U+200D"), ("\u{E0041}Read", "U+E0041"), ("\u{FE0F}Read", "U+FE0F"),
    ])
    func aRefusedCharacterIsNamedInEveryNameLikeField(text: String, character: String) {
        let drafts = [
            ("name", HabitDraft(name: text, startDate: Nov.day(3))),
            (
                "unit",
                HabitDraft(name: "Water", kind: .numeric, unit: text, dailyTarget: 8, startDate: Nov.day(3))
            ),
            ("category", HabitDraft(name: "Water", startDate: Nov.day(3), category: text)),
        ]
        for (field, draft) in drafts {
            let problems = draft.problems()
            #expect(problems.count == 1, "\(field)")
            #expect(
                problems.first?.message.hasPrefix(
                    "The habit's \(field) must not contain invisible or direction-changing characters; got \(character) in '"
                ) == true, "\(field): \(problems.first?.message ?? "none")")
            #expect(throws: HabitValidationError.self) { try draft.validated() }
        }
    }

    @Test func theMessageShowsTheRefusedCharacterAsItsCode() {
        let problem = HabitDraft(name: "Read\u{202E}gnp", startDate: Nov.day(3)).problems().first
        #expect(
            problem?.message
                == "The habit's name must not contain invisible or direction-changing characters; got U+202E in "
                + "'Read\\u{202E}gnp'.")
    }

    @Test(arguments: [
        "Family 👨‍👩‍👧‍👦", "Wave 👋🏽", "Rainbow 🏳️‍🌈", "Scotland 🏴󠁧󠁢󠁳󠁣󠁴󠁿", "Keycap 1️⃣", "Heart ❤️", "Lire à voix haute",
        "読書", "قراءة", "Ὀδύσσεια", "Read\u{00A0}books", "Text ☺︎",
    ])
    func textThatShowsWhatItHoldsIsAccepted(text: String) {
        #expect(HabitDraft(name: text, startDate: Nov.day(3)).problems().isEmpty)
        #expect(HabitDraft(name: "Walk", startDate: Nov.day(3), category: text).problems().isEmpty)
    }

    @Test func aControlCharacterIsReportedOnceAsAControlCharacter() {
        let problems = HabitDraft(name: "Read\u{1B}\u{202E}", startDate: Nov.day(3)).problems().map(\.message)
        #expect(problems == ["The habit's name must not contain control characters (such as escape sequences)."])
    }
}
