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
}
