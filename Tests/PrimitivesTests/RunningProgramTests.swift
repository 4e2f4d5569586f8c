import Foundation
import Primitives
import Testing

@Suite struct RunningProgramTests {
    @Test func theRunningProgramIsNamedByItsFileAndTheNameIsStable() throws {
        let identity = try #require(RunningProgram.identity)
        #expect(RunningProgram.identity == identity)
        // device:inode:size:seconds.nanoseconds
        let parts = identity.split(separator: ":")
        #expect(parts.count == 4)
        let size = try #require(Int(parts[2]))
        #expect(size > 0)
    }
}
