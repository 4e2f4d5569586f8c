extension CalendarColor {
    /// The nearest colour of the xterm 256-colour palette: its 6×6×6 cube (16–231) or its grey
    /// ramp (232–255); the first 16 are left out because terminals redefine them.
    var xterm256Index: Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
        }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cube = (index: 16 + 36 * r + 6 * g + b, rgb: (levels[r], levels[g], levels[b]))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let step = min(23, max(0, (average - 8 + 5) / 10))
        let grey = (index: 232 + step, rgb: (8 + 10 * step, 8 + 10 * step, 8 + 10 * step))
        return distance(to: grey.rgb) < distance(to: cube.rgb) ? grey.index : cube.index
    }

    private func distance(to rgb: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (Int(red) - rgb.0, Int(green) - rgb.1, Int(blue) - rgb.2)
        return dr * dr + dg * dg + db * db
    }
}
