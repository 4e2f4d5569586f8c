import IntentKit
import IntentKitTesting
import Testing

@Suite struct JournalTests {
    func record(_ index: Int) -> JournalRecord {
        JournalRecord(
            time: "2025-11-08T12:00:00.000Z", intent: "Intent\(index)", parameters: .object([("n", .int(index))]),
            ok: index % 2 == 0, errorCase: index % 2 == 0 ? nil : "nope", message: nil, durationMs: 1.5,
            mode: "silent")
    }

    @Test func neverGrowsPastTwiceItsBound() throws {
        let directory = TemporaryDirectory()
        let journal = Journal(path: directory.path("journal.jsonl"), maximumBytes: 4096)
        for index in 0..<2000 {
            try journal.append(record(index))
            let total = (FileSizes.size(journal.path) ?? 0) + (FileSizes.size(journal.rotatedPath) ?? 0)
            #expect(total <= 2 * 4096 + 200)
        }
        let records = journal.records()
        #expect(records.last?.intent == "Intent1999")
        #expect(records.count >= 4096 / 200)
        #expect(records.count < 2000)
    }

    @Test func recordsAppendedTogetherKeepTheBoundsOfSingleAppends() throws {
        let directory = TemporaryDirectory()
        let journal = Journal(path: directory.path("journal.jsonl"), maximumBytes: 4096)
        let single = Journal(path: directory.path("single.jsonl"), maximumBytes: 4096)
        for group in 0..<20 {
            let records = (0..<100).map { record(group * 100 + $0) }
            try journal.append(contentsOf: records)
            for record in records { try single.append(record) }
            let total = (FileSizes.size(journal.path) ?? 0) + (FileSizes.size(journal.rotatedPath) ?? 0)
            #expect(total <= 2 * 4096 + 200)
        }
        #expect(journal.records().map(\.intent) == single.records().map(\.intent))
        #expect(journal.records().last?.intent == "Intent1999")
    }

    @Test func recordsHeldAreWrittenOnlyWhenAppendedTogether() throws {
        let directory = TemporaryDirectory()
        let journal = Journal(path: directory.path("journal.jsonl"))
        let held = HeldRecords()
        for index in 0..<3 { try journal.holding(in: held).append(record(index)) }
        #expect(journal.records().isEmpty)
        try journal.append(contentsOf: held.take())
        #expect(journal.records().map(\.intent) == ["Intent0", "Intent1", "Intent2"])
        #expect(held.take().isEmpty)
    }

    @Test func keepsTheNewestRecordsInOrder() throws {
        let directory = TemporaryDirectory()
        let journal = Journal(path: directory.path("journal.jsonl"))
        for index in 0..<10 { try journal.append(record(index)) }
        #expect(journal.records(limit: 3).map(\.intent) == ["Intent7", "Intent8", "Intent9"])
    }

    @Test func aLimitedReadingReadsTheEndOfTheFileOnly() throws {
        let directory = TemporaryDirectory()
        let path = try directory.write("journal.jsonl", "not json\n")
        let journal = Journal(path: path)
        for index in 0..<10 { try journal.append(record(index)) }
        let limited = journal.reading(limit: 3)
        #expect(limited.records.map(\.intent) == ["Intent7", "Intent8", "Intent9"])
        #expect(limited.skippedLines == 0, "the damaged first line is never read")
        #expect(journal.reading().skippedLines == 1)
    }

    @Test func aLimitedReadingGoesOnIntoTheRotatedFileAndAcrossItsChunks() throws {
        let directory = TemporaryDirectory()
        let journal = Journal(path: directory.path("journal.jsonl"), maximumBytes: 200 * 1024)
        for index in 0..<3000 { try journal.append(record(index)) }
        #expect(FileSizes.size(journal.rotatedPath) != nil)
        let all = journal.records()
        for limit in [1, 7, all.count - 5, all.count, all.count + 10] {
            #expect(journal.records(limit: limit) == Array(all.suffix(limit)), "limit \(limit)")
        }
        let odd = journal.reading(limit: 4) { $0.intent.hasSuffix("1") }
        #expect(odd.records.map(\.intent) == ["Intent2961", "Intent2971", "Intent2981", "Intent2991"])
    }

    @Test func aRecordSurvivesARoundTrip() throws {
        let original = record(3)
        let parsed = try JSONParser.parse(original.json.serialized())
        #expect(JournalRecord(json: parsed) == original)
    }

    @Test(arguments: [
        (
            "rejected",
            #"{"time":"t","intent":"I","ok":false,"error":{"case":"nope","category":"rejected","message":"No."}}"#
        ),
        (nil, #"{"time":"t","intent":"I","ok":false,"error":{"case":"nope","message":"No."}}"#),
    ])
    func aFailuresCategoryIsRecordedBesideItsCaseAndReadBack(category: String?, line: String) throws {
        let read = try #require(JournalRecord(json: try JSONParser.parse(line)))
        #expect(read.category == category)
        #expect(read.errorCase == "nope")
        #expect(JournalRecord(json: try JSONParser.parse(read.json.serialized())) == read)
    }

    @Test func aRunsRecordNamesTheCategoryOfItsFailure() throws {
        let directory = TemporaryDirectory()
        let journal = Journal(path: directory.path("journal.jsonl"))
        _ = makeRunner(journal: journal).run("Refuse", arguments: RawArguments(pairs: []))
        _ = makeRunner(journal: journal).run("Nope", arguments: RawArguments(pairs: []))
        #expect(journal.records().map(\.category) == ["rejected", "usage"])
    }

    @Test func skipsLinesThatAreNotRecords() throws {
        let directory = TemporaryDirectory()
        let path = try directory.write("journal.jsonl", "not json\n{\"time\":\"t\"}\n")
        let journal = Journal(path: path)
        try journal.append(record(0))
        #expect(journal.records().map(\.intent) == ["Intent0"])
    }

    @Test func createsItsFileReadableByTheOwnerOnly() throws {
        let directory = TemporaryDirectory()
        let journal = Journal(path: directory.path("state/deep/journal.jsonl"))
        try journal.append(record(0))
        #expect(FileSizes.permissions(journal.path) == 0o600)
    }
}
