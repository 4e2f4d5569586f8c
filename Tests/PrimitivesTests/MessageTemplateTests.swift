import Primitives
import Testing

/// A message template: named placeholders in braces, filled once, every other brace kept as text.
@Suite struct MessageTemplateTests {
    @Test(
        arguments: [
            (
                "No intent named '{name}'.{hint}", ["name": "Medidate", "hint": " Did you mean 'Meditate'?"],
                "No intent named 'Medidate'. Did you mean 'Meditate'?"
            ),
            ("{a} and {a}", ["a": "x"], "x and x"),
            ("{message}", ["message": "Stop {now}."], "Stop {now}."),
            ("Give {\"habit\": NAME} or {}.", [:], "Give {\"habit\": NAME} or {}."),
            ("{ name } {1st} {a-b}", ["name": "x"], "{ name } {1st} {a-b}"),
            ("{open", ["open": "x"], "{open"),
            ("{left}{right}", ["left": "1", "right": "2"], "12"),
            ("Line {line}: {problem}", ["line": "3"], "Line 3: {problem}"),
        ] as [(String, [String: String], String)])
    func aTemplateFillsEachNamedPlaceholderWithItsValue(_ text: String, _ values: [String: String], _ message: String) {
        #expect(MessageTemplate(text).filled(values).text == message)
    }

    @Test(
        arguments: [
            ("No intent named '{name}'.{hint}", ["name", "hint"]), ("{a} {b} {a}", ["a", "b"]), ("{}", []),
            ("Plain words.", []), ("{x9}{ y}", ["x9"]),
        ] as [(String, [String])])
    func aTemplateNamesItsPlaceholdersOnceInOrder(_ text: String, _ names: [String]) {
        #expect(MessageTemplate(text).placeholders == names)
    }

    @Test func aFilledTemplateNamesThePlaceholdersLeftEmptyAndTheValuesNotUsed() {
        let filled = MessageTemplate("Cannot log '{habit}' on {day}.").filled(["habit": "Read", "date": "2025-11-03"])
        #expect(filled.unfilled == ["day"])
        #expect(filled.unused == ["date"])
        #expect(filled.text == "Cannot log 'Read' on {day}.")
    }

    @Test func aTemplateWrittenInPiecesIsOneTemplate() {
        let template: MessageTemplate = "Cannot log '{habit}': " + "Date is in the future."
        #expect(template == MessageTemplate("Cannot log '{habit}': Date is in the future."))
        #expect(template.placeholders == ["habit"])
    }
}
