import Foundation
import IntentKitTesting
import Primitives
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One rule for every file a person names for a command to write: a regular file or a new name is replaced whole,
/// `-` is standard output, and anything else is refused with its kind named, never written through or renamed over.
struct OutputPathTests {
    /// What a named path holds, made in the test's folder, directly or behind a symbolic link.
    enum Holding: Equatable, Sendable, CustomTestStringConvertible {
        case regular, absent, special(SpecialFile)

        static let all: [Holding] = [.regular, .absent] + SpecialFile.allCases.map(Holding.special)

        var testDescription: String {
            switch self {
            case .regular: "a regular file"
            case .absent: "nothing"
            case .special(let special): special.kindName
            }
        }

        func make(at path: String) {
            switch self {
            case .regular: _ = FileManager.default.createFile(atPath: path, contents: Data("old\n".utf8))
            case .absent: break
            case .special(let special): special.make(at: path)
            }
        }
    }

    @Test func aDashIsStandardOutput() throws {
        #expect(try OutputPath.resolve("-") == .standardOutput)
    }

    @Test(arguments: Holding.all, [false, true])
    func aPathIsReplacedOnlyWhenItHoldsARegularFileOrNothing(holding: Holding, behindLink: Bool) throws {
        let (folder, target, named) = place(holding, behindLink: behindLink)
        // The folder goes when its value does: held to the end, or the path names nothing from the first line.
        defer { withExtendedLifetime(folder) {} }
        switch holding {
        case .regular:
            let resolved = try OutputPath.resolve(named)
            #expect(resolved == .file(behindLink ? realPath(target) : target))
        case .absent where !behindLink:
            #expect(try OutputPath.resolve(named) == .file(named))
        case .absent:
            let refusal = #expect(throws: OutputPath.Refusal.self) { try OutputPath.resolve(named) }
            #expect(
                refusal?.reason
                    == "it is a symbolic link that leads to nothing; expected a regular file, a new file name or '-' "
                    + "for standard output")
        case .special(let special):
            let refusal = #expect(throws: OutputPath.Refusal.self) { try OutputPath.resolve(named) }
            let what = behindLink ? "a symbolic link to \(special.kindName)" : special.kindName
            #expect(
                refusal?.reason
                    == "it is \(what); expected a regular file, a new file name or '-' for standard output")
        }
    }

    @Test(arguments: Holding.all, [false, true])
    func aReplacementWritesTheFileWholeOrRefusesAndLeavesThePathAsItWas(holding: Holding, behindLink: Bool) throws {
        let (folder, target, named) = place(holding, behindLink: behindLink)
        let kindBefore = kind(of: target)
        do {
            let replacement = try FileReplacement(path: named)
            try replacement.write("new\n")
            try replacement.commit()
            #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
            if behindLink { #expect(kind(of: named) == S_IFLNK, "the link stays a link") }
        } catch let error as FileReplacement.Failure {
            let refused = if case .special = holding { true } else { holding == .absent && behindLink }
            guard refused else { throw error }
            #expect(error.reason.contains("expected a regular file"), "\(error.reason)")
            #expect(kind(of: target) == kindBefore, "the refused path is left as it was")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty, "no temporary file is left: \(left)")
    }

    @Test(arguments: SpecialFile.allCases)
    func somethingPutInTheFilesPlaceWhileItIsWrittenIsNotRenamedOver(special: SpecialFile) throws {
        let folder = TemporaryDirectory()
        let target = folder.path("out.txt")
        let replacement = try FileReplacement(path: target)
        try replacement.write("text\n")
        special.make(at: target)
        let failure = #expect(throws: FileReplacement.Failure.self) { try replacement.commit() }
        #expect(failure?.reason.hasPrefix("it is \(special.kindName);") == true, "\(failure?.reason ?? "")")
        #expect(kind(of: target) != S_IFREG)
    }

    /// A folder holding `holding` at `target`, named directly or through a symbolic link.
    private func place(_ holding: Holding, behindLink: Bool) -> (TemporaryDirectory, target: String, named: String) {
        let folder = TemporaryDirectory()
        let target = folder.path("target")
        holding.make(at: target)
        let named = behindLink ? folder.path("link") : target
        if behindLink { #expect(symlink(target, named) == 0) }
        return (folder, target, named)
    }

    private func kind(of path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    private func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
