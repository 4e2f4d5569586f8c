import IntentKit
import Testing

@testable import RitualistApp

/// The front end's own failure cases are listed, each with the category it is raised with.
@Suite struct DesktopFailureCaseTests {
    static let raised: [any IntentFailure] = [
        FrontEndError.usage("x"), FrontEndError.cannotWrite(path: "/x", reason: "r"),
        HotkeyError.unknownHotkey(id: "super-x"),
        HotkeyError.unbalancedMarker(path: "/x", line: 1, marker: "begin marker", problem: "has no end"),
        HotkeyError.notOurs(path: "/x"), HotkeyError.readOnly(path: "/x", command: "install"),
    ]

    @Test(arguments: raised.indices)
    func everyCaseTheFrontEndRaisesIsListedWithItsCategory(_ index: Int) {
        let failure = Self.raised[index]
        #expect(FailureCase.desktop.contains(FailureCase(failure.caseName, failure.category)), "\(failure.caseName)")
    }

    @Test(arguments: [("invalidUsage", 64), ("cannotWrite", 69), ("unknownHotkey", 64), ("readOnlyFile", 69)])
    func aListedCaseExitsUnderStrictModeWithItsCategorysStatus(_ name: String, _ status: Int32) {
        #expect(FailureCase.desktop.first { $0.name == name }?.exitCode == status)
    }
}
