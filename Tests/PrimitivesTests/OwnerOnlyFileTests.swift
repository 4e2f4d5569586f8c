import Foundation
import Primitives
import Testing

/// A cache file written whole and renamed into place, by several threads at once as well as by several processes.
@Suite struct OwnerOnlyFileTests {
    @Test func writersOnSeveralThreadsEachReplaceTheFileWhole() async throws {
        let directory = NSTemporaryDirectory() + "owner-only-file-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/cache"
        let texts = (0..<16).map { "writer \($0) " + String(repeating: "x", count: 4096) }

        let results = await withTaskGroup(of: Bool.self) { group in
            for text in texts { group.addTask { OwnerOnlyFile.replace(path, with: text) } }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }

        #expect(results == Array(repeating: true, count: texts.count))
        let kept = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        #expect(texts.contains(kept))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["cache"])
    }

    @Test func eachTemporaryNameIsNew() {
        let names = (0..<1000).map { _ in TemporaryName.beside("/tmp/a") }
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.hasPrefix("/tmp/a.ritual-") && $0.hasSuffix(".tmp") })
    }
}
