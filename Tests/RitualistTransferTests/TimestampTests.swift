import Foundation
import Primitives
import Testing

@testable import RitualistTransfer

struct TimestampTests {
    @Test(arguments: [
        (1_762_621_200.25, "2025-11-08T17:00:00.250Z"),
        // 9999-12-31T23:59 in New York, 04:59 the next day in UTC.
        (253_402_318_740.0, "9999-12-31T23:59:00.000-05:00"),
        (253_402_300_799.999, "9999-12-31T23:59:59.999Z"),
        (253_402_300_800.0, "9999-12-31T23:00:00.000-01:00"),
        // 1900-01-01T00:30 in Kiritimati, the day before in UTC.
        (-2_209_037_400.0, "1900-01-01T00:30:00.000+14:00"),
    ])
    func anInstantIsWrittenAsAValidTimeInTheSupportedYearsAndReadBack(seconds: Double, text: String) throws {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(Timestamp.text(date) == text)
        let read = try #require(Timestamp.date(text))
        #expect((read.timeIntervalSince1970 * 1000).rounded(.down) == (seconds * 1000).rounded(.down))
    }

    @Test(arguments: [
        "10000-01-01T04:59:00.000Z", "2025-11-08T17:00:00.250+24:00", "2025-11-08T17:00:00.250+05:60",
        "2025-11-08T17:00:00.250 05:00", "2025-11-08T17:00:00.250+0500",
    ])
    func aTimeOutsideTheFormatIsRefused(text: String) {
        #expect(Timestamp.date(text) == nil)
    }
}
