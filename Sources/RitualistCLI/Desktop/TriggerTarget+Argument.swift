import ArgumentParser
import RitualistDesktop

/// `ritual triggers install|uninstall --target`.
extension TriggerTarget: ExpressibleByArgument {}
