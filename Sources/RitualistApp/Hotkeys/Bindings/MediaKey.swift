/// A media or launch key ritual can bind, by its X keysym (`XF86AudioPlay`), with the names the targets that are
/// not X give it: Qt's text (KDE), skhd's keyword; nil where the target has none. Hammerspoon's `hs.hotkey` binds
/// no media key.
package struct MediaKey: Sendable {
    package let keysym: String
    package let qt: String
    package let skhd: String?

    /// The canonical name in a chord: the keysym in lowercase (`xf86audioplay`).
    package var name: String { keysym.lowercased() }

    /// Every media key a chord may name; the X keysyms are in `XF86keysym.h`, the Qt names in Qt's key name table,
    /// the skhd keywords in its `tokenize.h`.
    package static let all: [MediaKey] = [
        MediaKey(keysym: "XF86AudioPlay", qt: "Media Play", skhd: "play"),
        MediaKey(keysym: "XF86AudioPause", qt: "Media Pause", skhd: nil),
        MediaKey(keysym: "XF86AudioStop", qt: "Media Stop", skhd: nil),
        MediaKey(keysym: "XF86AudioNext", qt: "Media Next", skhd: "next"),
        MediaKey(keysym: "XF86AudioPrev", qt: "Media Previous", skhd: "previous"),
        MediaKey(keysym: "XF86AudioRewind", qt: "Media Rewind", skhd: "rewind"),
        MediaKey(keysym: "XF86AudioForward", qt: "Media Fast Forward", skhd: "fast"),
        MediaKey(keysym: "XF86AudioRaiseVolume", qt: "Volume Up", skhd: "sound_up"),
        MediaKey(keysym: "XF86AudioLowerVolume", qt: "Volume Down", skhd: "sound_down"),
        MediaKey(keysym: "XF86AudioMute", qt: "Volume Mute", skhd: "mute"),
        MediaKey(keysym: "XF86AudioMicMute", qt: "Microphone Mute", skhd: nil),
        MediaKey(keysym: "XF86MonBrightnessUp", qt: "Monitor Brightness Up", skhd: "brightness_up"),
        MediaKey(keysym: "XF86MonBrightnessDown", qt: "Monitor Brightness Down", skhd: "brightness_down"),
        MediaKey(keysym: "XF86KbdBrightnessUp", qt: "Keyboard Brightness Up", skhd: "illumination_up"),
        MediaKey(keysym: "XF86KbdBrightnessDown", qt: "Keyboard Brightness Down", skhd: "illumination_down"),
        MediaKey(keysym: "XF86Calculator", qt: "Calculator", skhd: nil),
        MediaKey(keysym: "XF86Mail", qt: "Launch Mail", skhd: nil),
        MediaKey(keysym: "XF86Search", qt: "Search", skhd: nil),
        MediaKey(keysym: "XF86HomePage", qt: "Home Page", skhd: nil),
        MediaKey(keysym: "XF86Eject", qt: "Eject", skhd: nil),
    ]

    /// The media key named `name` (`xf86audioplay`, in any case).
    package static func named(_ name: String) -> MediaKey? {
        let lower = name.lowercased()
        return all.first { $0.name == lower }
    }
}
