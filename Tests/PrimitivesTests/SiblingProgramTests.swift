import Foundation
import Primitives
import Testing

/// How one program of the package finds another: beside itself first, then in the absolute folders of `PATH`, only a
/// regular file it may execute.
@Suite struct SiblingProgramTests {
    let base = NSTemporaryDirectory() + "sibling-program-" + UUID().uuidString

    func path(_ relative: String) -> String { base + "/" + relative }

    /// Makes `relative` under the base folder: an executable program, a file that may not be executed, or a folder.
    func make(_ relative: String, as kind: String) throws {
        let target = path(relative)
        let folder = kind == "folder" ? target : String(target[..<target.lastIndex(of: "/")!])
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard kind != "folder" else { return }
        #expect(FileManager.default.createFile(atPath: target, contents: Data("#!/bin/sh\n".utf8)))
        chmod(target, kind == "program" ? 0o755 : 0o644)
    }

    @Test(
        arguments: [
            (["own/tool": "program", "path/tool": "program"], "own/tool"),
            (["path/tool": "program"], "path/tool"),
            (["own/tool": "file", "path/tool": "program"], "path/tool"),
            (["own/tool": "folder", "later/tool": "program"], "later/tool"),
            (["own/tool": "file"], nil),
            ([:], nil),
        ] as [([String: String], String?)])
    func theFirstExecutableFileBesideThenOnPathIsTheOne(files: [String: String], found: String?) throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        for (relative, kind) in files { try make(relative, as: kind) }
        let environment = ["PATH": "relative/path:" + path("path") + ":" + path("later")]
        let located = SiblingProgram.locate("tool", beside: path("own/program"), environment: environment)
        #expect(located == found.map { path($0) })
    }

    @Test func theCandidatesAreBesideThenEachAbsoluteFolderOfPath() {
        let environment = ["PATH": "/usr/local/bin:bin::/usr/bin"]
        #expect(
            SiblingProgram.candidates("ritual-sync", beside: "/opt/ritual/bin/ritual", environment: environment) == [
                "/opt/ritual/bin/ritual-sync", "/usr/local/bin/ritual-sync", "/usr/bin/ritual-sync",
            ])
        #expect(SiblingProgram.candidates("ritual", beside: "/opt/ritual-sync", environment: [:]) == ["/opt/ritual"])
        #expect(SiblingProgram.candidates("ritual", beside: "/ritual-sync", environment: [:]) == ["/ritual"])
    }
}
