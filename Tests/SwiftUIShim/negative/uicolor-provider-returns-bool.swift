// UIColor(dynamicProvider:) takes Apple's `(UITraitCollection) -> UIColor`: a provider returning
// anything else is rejected.
// platform: ios
// expect: cannot convert value of type 'Bool' to closure result type 'UIColor'
import UIKit

let color = UIColor { traits in traits.userInterfaceStyle == .dark }
