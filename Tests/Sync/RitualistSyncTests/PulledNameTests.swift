import Foundation
import RitualistCore
import RitualistStore
import RitualistSync
import Testing

/// A habit's name from another machine is held to the rules of a name typed here: one that turns the text around
/// it or hides a character is set aside with the domain's words, and the entries after it still apply.
@Suite struct PulledNameTests {
    let server = MemoryServer()
    let laptop: SyncHome
    let desktop: SyncHome

    init() throws {
        laptop = try .laptop()
        desktop = try .desktop()
    }

    @Test(arguments: ["Stretch\u{202E}gnp.exe", "Str\u{200B}etch", "\u{2066}Stretch"])
    func aPulledHabitWithAnInvisibleCharacterIsSetAside(name: String) throws {
        try laptop.add(Drafts.stretch)
        var forged = try #require(try laptop.ledger.outbox(limit: 1).first)
        forged.body = forged.body.replacingOccurrences(of: "\"Stretch\"", with: "\"\(name)\"")
        server.inject(forged)
        try desktop.add(Drafts.water)
        try server.push(desktop)

        let report = try server.pull(desktop)

        #expect(report.setAside.count == 1)
        #expect(
            report.setAside.first?.reason.hasPrefix(
                "The habit's name must not contain invisible or direction-changing characters; got U+") == true,
            "\(report.setAside.map(\.reason))")
        #expect(try desktop.store.habits().map(\.name) == ["Water"])
    }
}
