import Testing

@testable import IntentKit

/// Paths into a step's result that reach one element of a list: by index and by the element's `name`.
@Suite struct ResultPathTests {
    static let scope: CompositionScope = {
        var scope = CompositionScope(parameters: BoundParameters(intent: "T", values: []))
        func habit(_ name: String, completed: Bool) -> JSONValue {
            .object([
                ("name", .string(name)), ("completed", .bool(completed)), ("progress", .double(completed ? 1 : 0)),
            ])
        }
        let day: JSONValue = .object([
            ("date", .string("2025-11-08")),
            ("habits", .array([habit("Read", completed: false), habit("Morning Run", completed: true)])),
            ("more", .object([("remaining", .int(1))])),
        ])
        scope.steps["day"] = StepRecord(
            id: "day", target: .intent("DayStatus"), status: .ok, failure: nil, result: day, text: nil)
        return scope
    }()

    @Test(arguments: [
        ("{{ steps.day.result.habits.0.name }}", "Read"),
        ("{{ steps.day.result.habits[0].name }}", "Read"),
        ("{{ steps.day.result.habits[1].completed }}", "true"),
        ("{{ steps.day.result.habits.1.name }}", "Morning Run"),
        ("{{ steps.day.result.habits.Read.completed }}", "false"),
        ("{{ steps.day.result.habits.read.completed }}", "false"),
        ("{{ steps.day.result.habits[Morning Run].completed }}", "true"),
        ("{{ steps.day.result.habits['Morning Run'].completed }}", "true"),
        ("{{ steps.day.result.habits[\"Morning Run\"].name }}", "Morning Run"),
        ("{{ steps.day.result['date'] }}", "2025-11-08"),
        ("{{ steps.day.result.more[remaining] }}", "1"),
        ("[{{ steps.day.result.habits.2.name }}]", "[]"),
        ("[{{ steps.day.result.habits.Write.completed }}]", "[]"),
        ("[{{ steps.day.result.habits['0'].name }}]", "[]"),
        ("[{{ steps.day.result.date.0 }}]", "[]"),
    ])
    func aPathReachesOneElementOfAListByIndexOrByName(template: String, rendered: String) throws {
        #expect(try Template.parse(template).render(in: Self.scope) == rendered)
    }

    @Test(arguments: [
        ("steps.day.result.habits.Read.completed == false", true),
        ("steps.day.result.habits[Read].completed == false", true),
        ("not steps.day.result.habits.0.completed", true),
        ("steps.day.result.habits[Morning Run].completed and steps.day.result.habits.1.progress >= 1", true),
        ("steps.day.result.habits['Morning Run'].completed == false", false),
        ("steps.day.result.habits.Write.completed == false", false),
        ("steps.day.result.habits.7.completed", false),
    ])
    func conditionsReadOneHabit(condition: String, holds: Bool) throws {
        #expect(try Condition.parse(condition).holds(in: Self.scope) == holds)
    }

    @Test(arguments: [
        "steps.day.result.habits[Morning Run].completed", "steps.day.result.habits['0']", "steps.day.result.habits.0",
        "event.habit.name",
    ])
    func aReferenceIsShownAsItIsWritten(text: String) throws {
        let reference = try #require(Reference(dotted: text))
        #expect(reference.description == text)
    }

    @Test func bracketsAreSegmentsOfThePathAfterResult() {
        #expect(
            Reference(dotted: "steps.day.result.habits[Morning Run].completed")
                == .stepResult("day", path: [.field("habits"), .bracket("Morning Run"), .field("completed")]))
        #expect(
            Reference(dotted: "steps.day.result.habits['7']")
                == .stepResult("day", path: [.field("habits"), .quoted("7")]))
        #expect(Reference(dotted: "steps[day].result") == nil)
        #expect(Reference(dotted: "steps.day.ok[0]") == nil)
    }

    @Test(arguments: [
        (
            "{{ steps.day.result.habits[0 }}",
            "'steps.day.result.habits[0' is not a reference (expected a parameter "
                + "name, steps.ID.ok, steps.ID.error or steps.ID.result.FIELD)"
        ),
        (
            "{{ steps.day.result.habits[] }}",
            "'steps.day.result.habits[]' is not a reference (expected a parameter "
                + "name, steps.ID.ok, steps.ID.error or steps.ID.result.FIELD)"
        ),
        (
            "{{ steps.day.result.habits..0 }}",
            "'steps.day.result.habits..0' is not a reference (expected a "
                + "parameter name, steps.ID.ok, steps.ID.error or steps.ID.result.FIELD)"
        ),
    ])
    func malformedPathsInTemplatesSayWhy(template: String, message: String) {
        do {
            _ = try Template.parse(template)
            Issue.record("'\(template)' parsed")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: [
        ("steps.day.result.habits[0 == 1", "'steps.day.result.habits[0 == 1' opens '[' without a closing ']'"),
        ("steps.day.result.habits['Read] == 1", "a quoted string is not closed"),
    ])
    func malformedPathsInConditionsSayWhy(condition: String, message: String) {
        do {
            _ = try Condition.parse(condition)
            Issue.record("'\(condition)' parsed")
        } catch {
            #expect(error.description == message)
        }
    }
}
