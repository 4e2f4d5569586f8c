import Foundation
import IntentKitTesting
import RitualistCore
import RitualistTransfer
import Testing

struct ExportTests {
    static let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    /// The committed schema check, or nil (with the reason) when python3 or its jsonschema module is missing.
    static let schemaCheck: String? = {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/check-export-schema.py").path
        guard let result = try? ProcessRunner.run("/usr/bin/env", ["python3", script], environment: Self.environment),
            result.status == 0
        else {
            return nil
        }
        return script
    }()

    @Test(.enabled(if: schemaCheck != nil, "python3 with the jsonschema module (pip install jsonschema) is missing"))
    func aJSONExportOfAVariedHistoryIsValidAgainstTheSchema() throws {
        let fixture = try TransferFixture()
        let export = try fixture.exportFile(settings: "streak:\n  threshold: half\n")
        let result = try ProcessRunner.run(
            "/usr/bin/env", ["python3", try #require(Self.schemaCheck), export], environment: Self.environment)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(.enabled(if: schemaCheck != nil, "python3 with the jsonschema module (pip install jsonschema) is missing"))
    func theSchemaRefusesAnExportThatBreaksIt() throws {
        let fixture = try TransferFixture()
        let text = try String(contentsOfFile: try fixture.exportFile(), encoding: .utf8)
        let broken = try fixture.folder.write(
            "broken.json", text.replacingOccurrences(of: "\"binary\"", with: "\"yes\""))
        let result = try ProcessRunner.run(
            "/usr/bin/env", ["python3", try #require(Self.schemaCheck), broken], environment: Self.environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("kind"))
    }

    @Test func theJSONExportCarriesEveryHabitLogAndRestDayWithTheFormatVersionFirst() throws {
        let fixture = try TransferFixture()
        let snapshot = try fixture.snapshot()
        let text = try String(contentsOfFile: try fixture.exportFile(), encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"formatVersion\": 1,\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect((object["habits"] as? [Any])?.count == 5)
        #expect((object["logs"] as? [Any])?.count == snapshot.logs.count)
        #expect((object["restDays"] as? [Any])?.count == 2)
        #expect(text.contains("\"name\": \"=HYPERLINK(\\\"x\\\")\""), "JSON keeps names exact")
        #expect(text.contains("\"active\": false"))
    }

    @Test(arguments: [
        ("=SUM(A1)", "'=SUM(A1)"), ("+1", "'+1"), ("-1", "'-1"), ("@cmd", "'@cmd"), ("\tTab", "'\tTab"),
        ("\rCR", "'\rCR"), ("Read", "Read"), ("a=b", "a=b"), ("", ""),
    ])
    func aCSVCellThatCouldStartAFormulaGetsALeadingQuote(text: String, cell: String) {
        #expect(SpreadsheetCell.text(text) == cell)
    }

    @Test func theCSVExportHasARowPerHabitAndDayWithALogOrARestDay() throws {
        let fixture = try TransferFixture()
        let csv = try HistoryCSVWriter.text(try fixture.snapshot())
        let lines = csv.split(separator: "\n").map(String.init)
        #expect(lines.first == "date,habit,kind,value,target,unit,done,rest")
        #expect(lines.contains("2025-11-05,Water,numeric,3,8,glasses,no,yes"))
        #expect(lines.contains("2025-11-08,Water,numeric,2.5,8,glasses,no,no"))
        #expect(lines.contains("2025-11-02,Meditate,binary,1,,,yes,yes"))
        #expect(lines.contains("2025-10-21,\"'=HYPERLINK(\"\"x\"\")\",binary,1,,,yes,no"))
        #expect(!lines.contains { $0.contains("Gym") && $0.hasPrefix("2025-11-02") }, "Gym had ended by then")
    }
}
