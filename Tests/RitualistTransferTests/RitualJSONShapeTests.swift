import Foundation
import IntentKitTesting
import Primitives
import RitualistTransfer
import Testing

struct RitualJSONShapeTests {
    /// The fixture's export with the first habit's record changed by `edit`, written beside it.
    private static func export(in source: TransferFixture, _ edit: (String) -> String) throws -> String {
        let text = try String(contentsOfFile: try source.exportFile(), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix("    {\"id\": ") })
        lines[index] = edit(lines[index])
        return try source.folder.write("edited.json", lines.joined(separator: "\n"))
    }

    private static func message(_ path: String) -> String? {
        LoopReading.message { () throws(TransferError) in try RitualReader().read(URL(fileURLWithPath: path)) }
    }

    @Test(arguments: [
        (#""name": "#, #""name": "Other", "name": "#, "habits[0]: the key 'name' appears twice in one object"),
        (#""name": "#, #""name": "Other", "na\u006de": "#, "habits[0]: the key 'name' appears twice in one object"),
        (#""kind": "#, #""emoji": null, "kind": "#, "habits[0]: the key 'emoji' appears twice in one object"),
    ])
    func aKeyTwiceInOneObjectIsRefusedNamingTheKeyAndWhere(find: String, replace: String, expected: String) throws {
        let source = try TransferFixture()
        let path = try Self.export(in: source) { line in
            guard let range = line.range(of: find) else { return line }
            return line.replacingCharacters(in: range, with: replace)
        }
        #expect(Self.message(path) == "\(path):5: \(expected) (expected each key once)")
    }

    @Test func aKeyTwiceAtTheTopIsRefusedToo() throws {
        let folder = TemporaryDirectory()
        let path = try folder.write(
            "twice.json",
            "{\"formatVersion\": 1,\n \"habits\": [], \"logs\": [], \"restDays\": [],\n \"habits\": []}")
        #expect(
            Self.message(path)
                == "\(path):3: the key 'habits' appears twice in one object (expected each key once)")
    }

    @Test func theSameKeyInTwoObjectsIsNoDuplicate() throws {
        let source = try TransferFixture()
        let history = try RitualReader().read(URL(fileURLWithPath: try source.exportFile()))
        #expect(history.habits.count == 5)
    }

    @Test(arguments: [
        (
            "1e300",
            "habits[0].displayOrder: 1e+300 is out of range (expected a whole number from -2147483648 to 2147483647)"
        ),
        (
            "2.5",
            "habits[0].displayOrder: 2.5 is out of range (expected a whole number from -2147483648 to 2147483647)"
        ),
        (
            "1e400",
            "habits[0].displayOrder: the number 1e400 is out of range (expected a number of at most about 1.8e308)"
        ),
    ])
    func aNumberOutOfRangeIsNamedWithItsFieldAndRange(number: String, expected: String) throws {
        let source = try TransferFixture()
        let path = try Self.export(in: source) { line in
            line.replacingOccurrences(of: #""displayOrder": 0,"#, with: #""displayOrder": \#(number),"#)
        }
        let message = try #require(Self.message(path))
        #expect(message.hasPrefix(path + ":"))
        #expect(message.hasSuffix(expected), "\(message)")
        #expect(!message.contains("not valid JSON"))
    }
}
