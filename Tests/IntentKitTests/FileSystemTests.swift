import Foundation
import IntentKitTesting
import Testing

@testable import IntentKit

struct FileSystemTests {
    /// Files around the 64 KiB chunk the file is read in, with line feeds at its edges.
    @Test(arguments: [0, 1, 2, 65_535, 65_536, 65_537, 200_000])
    func countsEveryLineFeed(size: Int) throws {
        let directory = TemporaryDirectory()
        var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: size)
        var expected = 0
        for index in stride(from: 0, to: size, by: 97) where index != 1 {
            bytes[index] = 0x0A
            expected += 1
        }
        for index in [65_535, 65_536, size - 1] where index >= 0 && index < size && bytes[index] != 0x0A {
            bytes[index] = 0x0A
            expected += 1
        }
        let path = directory.path("lines")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect(FileSystem.countLines(path) == expected)
    }

    @Test func aMissingFileHasNoLines() {
        #expect(FileSystem.countLines(TemporaryDirectory().path("absent")) == 0)
    }
}
