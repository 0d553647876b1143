// `-typecheck` accepts an initializer that leaves `self` uninitialized on a path (definite
// initialization is a SIL pass); --sil catches it. This is what happens to `Color(light:dark:)`
// when neither `canImport` branch is taken.
// sil: yes
// expect: 'self.init' isn't called on all paths before returning from initializer
import SwiftUI

extension Color {
    init(light: String, dark: String) {
        #if canImport(UIKit)
        self.init(white: 1)
        #endif
    }
}
