import RitualistApp
import Testing

@Suite struct ChordTests {
    @Test(arguments: [
        ("super+alt+m", "super+alt+m"), ("Win + Option + m ", "super+alt+m"), ("cmd+ctrl+m", "super+ctrl+m"),
        ("mod4+mod1+x", "super+alt+x"), ("control+shift+F5", "ctrl+shift+f5"), ("ctl+⌥+⌘+1", "super+ctrl+alt+1"),
        ("super+Return", "super+enter"), ("alt+esc", "alt+escape"), ("super+prior", "super+pageup"),
        ("super+next", "super+pagedown"), ("super+[", "super+bracketleft"), ("ctrl+-", "ctrl+minus"),
        ("shift+alt+ctrl+super+;", "super+ctrl+alt+shift+semicolon"), ("f24", "f24"),
        ("XF86AudioPlay", "xf86audioplay"), ("super+`", "super+grave"), ("super+\\", "super+backslash"),
    ])
    func chordsAreReadInOneCanonicalForm(text: String, canonical: String) throws {
        #expect(try Chord(parsing: text).description == canonical)
    }

    @Test(arguments: [
        ("meta+m", ChordError.ambiguousModifier("meta")), ("hyper+m", .ambiguousModifier("hyper")),
        ("super+alt", .noKey("super+alt")), ("super++m", .empty("super++m")), ("", .empty("")),
        ("m+super", .twoKeys("m+super")), ("fn+m", .unknownModifier("fn")),
        ("super+super+m", .repeatedModifier("super")),
        ("super+f25", .unknownKey("f25")), ("super+é", .unknownKey("é")),
        ("super+?", .shiftedSymbol("?", instead: "shift+slash")),
        ("ctrl+{", .shiftedSymbol("{", instead: "shift+bracketleft")),
        ("win+M", .shiftedSymbol("M", instead: "shift+m")), ("super+f05", .unknownKey("f05")),
    ])
    func badChordsAreRefusedWithTheReason(text: String, error: ChordError) {
        #expect(throws: error) { try Chord(parsing: text) }
    }

    @Test func theIdIsSafeInEveryConfigurationFormat() throws {
        let chord = try Chord(parsing: "shift+alt+ctrl+super+bracketleft")
        #expect(chord.id == "super-ctrl-alt-shift-bracketleft")
        #expect(chord.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
    }
}
