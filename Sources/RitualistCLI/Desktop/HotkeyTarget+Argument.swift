import ArgumentParser
import RitualistDesktop

/// `ritual hotkeys export|install|uninstall --target`.
extension HotkeyTarget: ExpressibleByArgument {}
