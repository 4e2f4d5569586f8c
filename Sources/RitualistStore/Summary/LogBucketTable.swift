import Foundation
import RitualistCore

/// The log buckets (schema v10, see docs/store.md): each habit's logs of 32 days (`day >> 5`) in one row, so a read
/// of a year's history steps some 12 rows a habit where it stepped one row a log.
///
/// A bucket holds exactly the (day, value) entries its logs have, in the order the log index lists them (day, then
/// value): a read through the buckets hands `History` what a read of the logs would. A bucket whose logs are all
/// completions (value 1, one a day) is its `days` bits alone; any other keeps every entry in `entries`.
///
/// Buckets are kept through the bucket of the latest today anywhere, through `streakSummary.logBucketsThrough`
/// (schema v11; v10 kept the buckets whose days were all past everywhere); days after it are read from the logs. In
/// the statement that changes a log of a kept bucket, the file's triggers keep the bucket in place when the change is
/// a completion's (a press today: its day's bit set or cleared, one row written) and mark it stale (`days` -1)
/// otherwise; before the transaction commits, `refresh` writes the stale buckets again from their logs and keeps the
/// buckets the clock has moved into. A bucket with no row (no logs) or a stale one (changed by a program that does
/// not refresh) is read from the logs themselves, so a read is always right.
enum LogBucketTable {
    /// Days in a bucket: 32, so a day's bucket is `day >> 5` and its place in it `day & 31`.
    static let shift = 5
    static let span = 1 << shift

    /// The bucket holding the day `ordinal` (an arithmetic shift: day -1 is in bucket -1).
    static func bucket(of ordinal: Int) -> Int { ordinal >> shift }

    /// The bucket of the latest today anywhere at `instant` (see `SummaryCalendar.latestToday`): the last one kept.
    static func target(at instant: Date) -> Int {
        bucket(of: SummaryCalendar.latestToday(utcDay: Day(instant: instant, utcOffsetSeconds: 0)).ordinal)
    }

    /// The last bucket kept.
    static func keptThrough(_ db: SQLiteDatabase) throws -> Int {
        try db.cachedStatement(sql: StreakSummaryTable.summarySQL).firstRow { $0[3] as Int } ?? Int(Int32.min)
    }

    /// Writes every stale bucket again from its logs and keeps the buckets after the last kept through `target`. A
    /// write that changed no kept bucket, the clock in the same bucket, reads one row.
    static func refresh(_ db: SQLiteDatabase, through target: Int) throws {
        let state = try db.cachedStatement(
            sql: "SELECT logBucketsThrough, EXISTS (SELECT 1 FROM logBucket WHERE days < 0) FROM streakSummary"
        ).firstRow { row in (through: row[0] as Int, hasStale: row[1] as Bool) }
        guard let state else { return }
        if state.hasStale {
            let stale = try db.cachedStatement(sql: "SELECT habitId, bucket FROM logBucket WHERE days < 0").rows {
                row in
                (habitID: row[0] as String, bucket: row[1] as Int)
            }
            for each in stale { try write(db, habitID: each.habitID, bucket: each.bucket) }
        }
        if state.through < target { try keep(db, after: state.through, through: target) }
    }

    /// Forgets every bucket and writes them all again from the logs, through `target`.
    static func rebuild(_ db: SQLiteDatabase, through target: Int) throws {
        try db.execute(
            sql: "DELETE FROM logBucket; UPDATE streakSummary SET logBucketsThrough = ?", arguments: [Int(Int32.min)])
        try keep(db, after: Int(Int32.min), through: target)
    }

    /// Writes the buckets after `after` through `through` from the logs and keeps them from now on.
    private static func keep(_ db: SQLiteDatabase, after: Int, through: Int) throws {
        let logs = try db.makeStatement(
            sql: "SELECT habitId, day, value FROM log WHERE day BETWEEN ? AND ? ORDER BY habitId, day, value"
        ).rows(arguments: [(after + 1) << shift, (through << shift) + span - 1]) { row in
            (habitID: row[0] as String, day: row[1] as Int, value: row[2] as Double)
        }
        var start = 0
        while start < logs.count {
            let (habitID, bucket) = (logs[start].habitID, self.bucket(of: logs[start].day))
            var end = start
            while end < logs.count, logs[end].habitID == habitID, self.bucket(of: logs[end].day) == bucket { end += 1 }
            try insert(db, habitID: habitID, bucket: bucket, logs[start..<end].map { ($0.day & (span - 1), $0.value) })
            start = end
        }
        try db.cachedStatement(sql: "UPDATE streakSummary SET logBucketsThrough = ?").execute(arguments: [through])
    }

    /// Writes the kept bucket of `habitID` from its logs: a row when it has logs, none when it has not. (The triggers
    /// mark kept buckets alone, and the last kept never moves back but in `rebuild`, which forgets every bucket.)
    private static func write(_ db: SQLiteDatabase, habitID: String, bucket: Int) throws {
        let start = bucket << shift
        var logs: [(place: Int, value: Double)] = []
        try db.cachedStatement(sql: logsSQL).eachRow(binding: habitID, start, start + span - 1) { row in
            logs.append((row.int(0) - start, row.double(1)))
        }
        guard !logs.isEmpty else {
            try db.cachedStatement(sql: "DELETE FROM logBucket WHERE habitId = ? AND bucket = ?").execute(
                arguments: [habitID, bucket])
            return
        }
        try insert(db, habitID: habitID, bucket: bucket, logs)
    }

    private static func insert(
        _ db: SQLiteDatabase, habitID: String, bucket: Int, _ logs: [(place: Int, value: Double)]
    )
        throws
    {
        let encoded = BucketEncoding(logs)
        try db.cachedStatement(
            sql: "INSERT OR REPLACE INTO logBucket (habitId, bucket, days, entries) VALUES (?, ?, ?, ?)"
        ).execute(arguments: [habitID, bucket, Int(encoded.days), encoded.entries])
    }

    /// A habit's logs of a span of days, in the log index's order.
    private static let logsSQL =
        "SELECT day, value FROM log WHERE habitId = ? AND day BETWEEN ? AND ? ORDER BY day, value"

    /// Reads habits' entries through the kept buckets, with statements looked up once for all the habits of a read
    /// (a lookup hashes the statement's text, and a habit needed two of them).
    struct Reader {
        private let db: SQLiteDatabase
        /// The last bucket kept.
        private let keptThrough: Int
        private let logs: SQLiteStatement
        private var buckets: SQLiteStatement?

        init(_ db: SQLiteDatabase) throws {
            self.db = db
            keptThrough = try LogBucketTable.keptThrough(db)
            logs = try db.cachedStatement(sql: logsSQL)
        }

        /// Appends `habit`'s logs from `from` on (all of them when nil) through `through` (the last log when nil) to
        /// `days`: the kept buckets' rows, and the logs themselves for the days after them and those no bucket row
        /// holds. With `keepingStretches` a bucket is appended as it is kept (a bucket of completions alone as its
        /// bits, any other as its bytes), otherwise as entries, so the entries are in the log index's order. A read
        /// of less than two buckets reads the logs alone.
        mutating func read(
            of habit: UUID, from: Day?, through: Day?, into days: inout LogDays, keepingStretches: Bool
        ) throws {
            let first = from?.ordinal ?? Int.min
            let last = through?.ordinal ?? Int.max
            guard first <= last else { return }
            let id = habit.text
            let logs = self.logs
            func readLogs(_ low: Int, _ high: Int, into entries: inout [LogEntry]) throws {
                try logs.eachRow(binding: id, low, high) { row in
                    entries.append(LogEntry(habitID: habit, day: Day(ordinal: row.int(0)), value: row.double(1)))
                }
            }
            // The first day not read yet: days between the rows (buckets without logs, or stale) come from the logs.
            var next = first
            let lastBucket = min(keptThrough, bucket(of: last))
            if bucket(of: first) < lastBucket {
                let buckets =
                    try self.buckets
                    ?? db.cachedStatement(
                        sql: """
                            SELECT bucket, days, entries FROM logBucket WHERE habitId = ? AND bucket BETWEEN ? AND ?
                            ORDER BY bucket
                            """)
                self.buckets = buckets
                try buckets.eachRow(binding: id, bucket(of: first), lastBucket) { row in
                    // A stale bucket (changed by a program that does not write buckets) is read from the logs.
                    guard row.int(1) >= 0 else { return }
                    let start = row.int(0) << shift
                    if start > next { try readLogs(next, start - 1, into: &days.entries) }
                    let bytes = row.blob(2)
                    if bytes.isEmpty {
                        let stretch = CompletionDays(
                            habitID: habit, first: Day(ordinal: start),
                            bits: BucketEncoding.completions(days: row.int(1), start: start, from: first, through: last)
                        )
                        if keepingStretches {
                            if stretch.bits != 0 { days.completions.append(stretch) }
                        } else {
                            days.entries += stretch.entries
                        }
                    } else if keepingStretches {
                        let records = BucketEncoding.records(bytes, start: start, from: first, through: last)
                        if !records.isEmpty {
                            days.amounts.append(
                                AmountDays(habitID: habit, first: Day(ordinal: start), records: records))
                        }
                    } else {
                        BucketEncoding.decode(
                            bytes, start: start, from: first, through: last, habit: habit, into: &days.entries)
                    }
                    next = start + span
                }
            }
            if next <= last { try readLogs(next, last, into: &days.entries) }
        }
    }
}

/// One bucket's logs as a row's `days` and `entries`: the days holding a log as bits (bit n is day n of the bucket),
/// and, unless every log is a completion (value 1, one a day), every (day, value) entry as `AmountDays` keeps a log:
/// nine bytes, the day's place in the bucket and the value's IEEE 754 bits, little-endian.
struct BucketEncoding {
    static let entrySize = AmountDays.recordSize

    let days: UInt32
    let entries: Data?

    init(_ logs: [(place: Int, value: Double)]) {
        var days: UInt32 = 0
        var onlyCompletions = true
        for log in logs {
            let bit = UInt32(1) << UInt32(log.place)
            if log.value != 1 || days & bit != 0 { onlyCompletions = false }
            days |= bit
        }
        self.days = days
        guard !onlyCompletions else {
            entries = nil
            return
        }
        var data = Data(capacity: logs.count * Self.entrySize)
        for log in logs {
            data.append(UInt8(log.place))
            withUnsafeBytes(of: log.value.bitPattern.littleEndian) { data.append(contentsOf: $0) }
        }
        entries = data
    }

    /// The `days` bits of a bucket of completions alone whose days are from `from` through `through`; `start` is the
    /// bucket's first day.
    static func completions(days: Int, start: Int, from: Int, through: Int) -> UInt32 {
        // `from` and `through` may be Int.min and Int.max: compared with the bucket's days before any subtraction.
        guard from <= start + 31, through >= start else { return 0 }
        let (low, high) = (from <= start ? 0 : from - start, through >= start + 31 ? 31 : through - start)
        guard low <= high else { return 0 }
        return UInt32(truncatingIfNeeded: days) & (UInt32.max >> (31 - high)) & (UInt32.max << low)
    }

    /// Appends the entries of a bucket's `entries` bytes from the day `from` through `through` to `entries`; `start` is
    /// the bucket's first day. (A bucket of completions alone is its `days` bits: see `completions`.)
    static func decode(
        _ bytes: UnsafeRawBufferPointer, start: Int, from: Int, through: Int, habit: UUID,
        into entries: inout [LogEntry]
    ) {
        for offset in AmountDays.offsets(in: bytes.count) {
            let (place, value) = AmountDays.record(in: bytes, at: offset)
            let day = start + place
            guard day >= from, day <= through else { continue }
            entries.append(LogEntry(habitID: habit, day: Day(ordinal: day), value: value))
        }
    }

    /// The whole logs of a bucket's `entries` bytes from the day `from` through `through`, as they are kept (for
    /// `AmountDays`): all of them in one copy when the bucket's days are all in that span; `start` is the bucket's
    /// first day.
    static func records(_ bytes: UnsafeRawBufferPointer, start: Int, from: Int, through: Int) -> [UInt8] {
        let whole = bytes.count - bytes.count % entrySize
        // Copied from raw buffers, a copy of bytes at once (a slice of one copies byte by byte).
        if from <= start, through >= start + 31 { return Array(UnsafeRawBufferPointer(rebasing: bytes[..<whole])) }
        var records: [UInt8] = []
        for offset in AmountDays.offsets(in: bytes.count) {
            let day = start + Int(bytes[offset])
            guard day >= from, day <= through else { continue }
            records.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + entrySize]))
        }
        return records
    }
}
