import Foundation
import IntentKitTesting
import Testing

/// What a person or the environment hands the program as a name or a zone is held to one rule at every door: a
/// habit's name, unit and category refuse what turns or hides text, and a zone is recorded by a name it reads back.
@Suite struct NameAndZoneInputTests {
    @Test(arguments: [
        ["habit", "add", "Read\u{202E}gnp"], ["habit", "add", "Water", "--unit", "cu\u{200B}ps", "--target", "8"],
        ["habit", "add", "Walk", "--category", "\u{2066}Morning"],
    ])
    func anAddWithAnInvisibleCharacterIsRefused(arguments: [String]) {
        let ritual = Ritual()
        let refused = ritual.run(arguments)
        #expect(refused.status == 64)
        #expect(
            refused.stderr.hasPrefix("Error: The habit's ")
                && refused.stderr.contains("must not contain invisible or direction-changing characters; got U+"),
            "\(refused.stderr)")
        #expect(!refused.stderr.contains("\u{202E}") && !refused.stderr.contains("\u{200B}"))
        let list = ritual("habit", "list", "--json").stdout
        #expect(!list.contains("Read") && !list.contains("Water") && !list.contains("Walk"), "\(list)")
    }

    @Test func anEditToAnInvisibleNameIsRefusedAndTheHabitKeepsItsName() {
        let ritual = Ritual()
        ritual("habit", "add", "Read")
        let refused = ritual("habit", "edit", "Read", "--name", "Re\u{200B}ad")
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "Error: The habit's name must not contain invisible or direction-changing characters; got U+200B in "
                + "'Re\\u{200B}ad'.\n")
        #expect(ritual("habit", "list", "--json").stdout.contains("\"Read\""))
    }

    @Test func anUnrecognisedZoneIsRecordedAsUTCNotAsGiven() throws {
        var ritual = Ritual()
        ritual.zone = String(repeating: "x", count: 10_000)
        ritual.now = "2025-11-08T12:00:00Z"
        #expect(try ritual.binary("habit", "add", "Read").status == 0)
        let done = try ritual.binary("done", "Read")
        #expect(done.status == 0, "\(done.stderr)")
        let export = try ritual.binary("export", "--format", "json")
        #expect(export.status == 0, "\(export.stderr)")
        #expect(!export.stdout.contains("xxxxxxxx"))
        #expect(export.stdout.contains("\"zone\": \"UTC\""), "\(export.stdout)")
    }
}
