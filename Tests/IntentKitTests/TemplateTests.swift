import Testing

@testable import IntentKit

@Suite struct TemplateTests {
    static let scope: CompositionScope = {
        var scope = CompositionScope(
            parameters: BoundParameters(
                intent: "T",
                values: [
                    ("date", .date(CalendarDate(year: 2025, month: 11, day: 8)!)),
                    ("counter", .entity(EntityReference(type: "counter", id: "c2", name: "Squats"))),
                    ("by", .integer(3)),
                    ("line", .string(String(repeating: "x", count: 1024))),
                ]))
        scope.steps["first"] = StepRecord(
            id: "first", target: .intent("Echo"), status: .ok, failure: nil,
            result: .object([("remaining", .int(2)), ("names", .object([("top", .string("Squats"))]))]), text: nil)
        scope.steps["broke"] = StepRecord(
            id: "broke", target: .intent("Refuse"), status: .failed,
            failure: Outcome.Failure(caseName: "notToday", message: "Not today.", category: .rejected), result: nil,
            text: nil)
        return scope
    }()

    @Test(arguments: [
        ("{{ date }}", "2025-11-08"),
        ("{{counter}}", "c2"),
        ("by {{ by }} on {{ date }}", "by 3 on 2025-11-08"),
        ("{{ steps.first.ok }}", "true"),
        ("{{ steps.broke.ok }}", "false"),
        ("{{ steps.broke.error }}", "notToday"),
        ("{{ steps.first.result.remaining }}", "2"),
        ("{{ steps.first.result.names.top }}!", "Squats!"),
        ("[{{ steps.first.error }}]", "[]"),
        ("plain text", "plain text"),
    ])
    func templatesRenderToTheTextTheBinderReads(template: String, rendered: String) throws {
        #expect(try Template.parse(template).render(in: Self.scope) == rendered)
    }

    @Test func aTemplateOfExactlyOneReferenceKeepsItsTypeAndNullLeavesTheParameterOut() throws {
        #expect(try Template.parse("{{ by }}") == .reference(.parameter("by")))
        #expect(try Template.parse("{{ steps.first.error }}").render(in: Self.scope) == nil)
    }

    @Test(arguments: [
        ("{{ date", "template '{{ date' opens '{{' without a closing '}}'"),
        (
            "{{ steps.first }}",
            "'steps.first' is not a reference (expected a parameter name, steps.ID.ok, steps.ID.error or "
                + "steps.ID.result.FIELD)"
        ),
        (
            "{{ a b }}",
            "'a b' is not a reference (expected a parameter name, steps.ID.ok, steps.ID.error or steps.ID.result.FIELD)"
        ),
    ])
    func malformedTemplatesSayWhy(template: String, message: String) {
        #expect(throws: CompositionSyntaxError.self) { try Template.parse(template) }
        do {
            _ = try Template.parse(template)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: [(64, 65_536), (63, 64_512)])
    func templatesRenderUpToTheBound(copies: Int, size: Int) throws {
        let template = try Template.parse(String(repeating: "{{ line }}", count: copies))
        #expect(try template.render(in: Self.scope)?.utf8.count == size)
        #expect(Template.maximumRenderedSize == 65_536)
    }

    @Test(arguments: [
        Text("one byte past", String(repeating: "{{ line }}", count: 64) + "!"),
        Text("100,000 copies", String(repeating: "{{ line }}", count: 100_000)),
        Text(
            "nulls after",
            String(repeating: "{{ line }}", count: 65) + String(repeating: "{{ steps.first.error }}", count: 100_000)),
    ])
    func templatesRenderingPastTheBoundStopWithAnError(_ template: Text) throws {
        let parsed = try Template.parse(template.text)
        #expect(throws: CompositionError.valueTooLarge(template: "'line'", limit: 65_536)) {
            try parsed.render(in: Self.scope, for: "'line'")
        }
    }

    @Test(arguments: [
        ("steps.first.ok", true),
        ("steps.broke.ok", false),
        ("not steps.broke.ok", true),
        ("steps.first.ok and steps.broke.ok", false),
        ("steps.first.ok or steps.broke.ok", true),
        ("steps.broke.error == 'notToday'", true),
        ("steps.broke.error != \"notToday\"", false),
        ("steps.first.error == null", true),
        ("steps.first.result.remaining > 1", true),
        ("steps.first.result.remaining >= 2.5", false),
        ("steps.first.result.remaining <= 2 and by < 4", true),
        ("not (steps.first.ok and by == 3)", false),
        ("steps.first.ok and (by == 1 or by == 3)", true),
        ("steps.first.result.names.top == 'Squats'", true),
        ("date == '2025-11-08'", true),
        ("'a' < 'b'", true),
        ("steps.first.result.missing", false),
        ("true", true),
        ("0", false),
        ("by", true),
        ("'1' < 2", false),
    ])
    func conditionsEvaluate(condition: String, holds: Bool) throws {
        #expect(try Condition.parse(condition).holds(in: Self.scope) == holds)
    }

    @Test(arguments: [
        ("steps.first.ok and", "unexpected end of the condition (expected a value, a reference or '(')"),
        ("(by == 1", "unexpected end of the condition (expected ')')"),
        ("by == 1 by", "unexpected 'by' (expected 'and', 'or' or the end of the condition)"),
        ("by = 1", "unexpected character '='"),
        ("'open", "a quoted string is not closed"),
        ("== 1", "unexpected '==' (expected a value, a reference or '(')"),
        (
            "os.system",
            "'os.system' is not a reference (expected a parameter name, steps.ID.ok, "
                + "steps.ID.error or steps.ID.result.FIELD)"
        ),
    ])
    func malformedConditionsSayWhy(condition: String, message: String) {
        do {
            _ = try Condition.parse(condition)
            Issue.record("'\(condition)' parsed")
        } catch {
            #expect(error.description == message)
        }
    }

    /// A long text the test names by a short label, so that a failure does not print the text.
    struct Text: Sendable, CustomTestStringConvertible {
        let label: String
        let text: String
        var testDescription: String { label }

        init(_ label: String, _ text: String) {
            self.label = label
            self.text = text
        }
    }

    static let deep = "the condition nests more than \(Condition.maximumDepth) levels deep (parentheses and 'not')"

    @Test(arguments: [
        Text(
            "20,000 parentheses", String(repeating: "(", count: 20_000) + "true" + String(repeating: ")", count: 20_000)
        ),
        Text("unclosed parentheses", String(repeating: "(", count: 20_000)),
        Text("20,000 nots", String(repeating: "not ", count: 20_000) + "true"),
        Text(
            "one level past the bound", String(repeating: "(", count: 33) + "true" + String(repeating: ")", count: 33)),
        Text(
            "nots inside parentheses",
            String(repeating: "(not ", count: 17) + "true" + String(repeating: ")", count: 17)),
    ])
    func conditionsNestedPastTheBoundAreRefusedNotCrashed(_ condition: Text) {
        do {
            _ = try Condition.parse(condition.text)
            Issue.record("\(condition.label) parsed")
        } catch {
            #expect(error.description == Self.deep)
        }
    }

    @Test(arguments: [
        (
            Text("32 parentheses", String(repeating: "(", count: 32) + "by == 3" + String(repeating: ")", count: 32)),
            true
        ),
        (Text("32 nots", String(repeating: "not ", count: 32) + "by"), true),
        (Text("20,000 ands", Array(repeating: "by == 3", count: 20_000).joined(separator: " and ")), true),
        (
            Text("20,000 ors", Array(repeating: "by == 1", count: 20_000).joined(separator: " or ") + " or by == 3"),
            true
        ),
        (
            Text(
                "5,000 groups",
                Array(repeating: "(by == 3 or by == 1) and by < 4", count: 5_000).joined(separator: " or ")),
            true
        ),
        (
            Text(
                "a false last and",
                Array(repeating: "by == 3", count: 20_000).joined(separator: " and ") + " and by == 1"), false
        ),
    ])
    func conditionsAtTheBoundAndLongFlatChainsEvaluate(_ condition: Text, holds: Bool) throws {
        #expect(try Condition.parse(condition.text).holds(in: Self.scope) == holds)
    }
}
