import ArgumentParser
import RitualistDesktop

/// `ritual status --format`.
extension BarFormat: ExpressibleByArgument {}
