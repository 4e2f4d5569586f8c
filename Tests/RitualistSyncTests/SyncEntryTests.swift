import Foundation
import RitualistSync
import Testing

@Suite struct SyncEntryTests {
    @Test func aPulledEntryCarriesTheServerSequence() {
        let entry = SyncEntry(
            id: UUID(), machine: UUID(), kind: "log.added", version: 1, body: "{}",
            stampedAt: Date(timeIntervalSince1970: 0))
        #expect(PulledEntry(serverSeq: 7, entry: entry).serverSeq == 7)
    }
}
