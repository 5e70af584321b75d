module @shape {
  func.func @reshape_collapse(%arg0: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
    %0 = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
    return %0 : tensor<6x4xf32>
  }
  func.func @reshape_expand(%arg0: tensor<6x4xf32>) -> tensor<2x3x2x2xf32> {
    %0 = tensor.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<6x4xf32> into tensor<2x3x2x2xf32>
    return %0 : tensor<2x3x2x2xf32>
  }
  func.func @reshape_mixed(%arg0: tensor<2x6xf32>) -> tensor<3x4xf32> {
    %0 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x6xf32> into tensor<12xf32>
    %1 = tensor.expand_shape %0 [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
    return %1 : tensor<3x4xf32>
  }
  func.func @reshape_units(%arg0: tensor<1x6x1xf32>) -> tensor<2x1x3xf32> {
    %0 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x6x1xf32> into tensor<6xf32>
    %1 = tensor.expand_shape %0 [[0, 1, 2]] output_shape [2, 1, 3] : tensor<6xf32> into tensor<2x1x3xf32>
    return %1 : tensor<2x1x3xf32>
  }
  func.func @permute(%arg0: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
    %0 = tensor.empty() : tensor<4x2x3xf32>
    %1 = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%0 : tensor<4x2x3xf32>) permutation = [2, 0, 1]
    return %1 : tensor<4x2x3xf32>
  }
  func.func @transpose(%arg0: tensor<2x3x4xf32>) -> tensor<2x4x3xf32> {
    %0 = tensor.empty() : tensor<2x4x3xf32>
    %1 = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%0 : tensor<2x4x3xf32>) permutation = [0, 2, 1]
    return %1 : tensor<2x4x3xf32>
  }
  func.func @narrow(%arg0: tensor<2x3x4xf32>) -> tensor<2x3x2xf32> {
    %0 = tensor.extract_slice %arg0[0, 0, 1] [2, 3, 2] [1, 1, 1] : tensor<2x3x4xf32> to tensor<2x3x2xf32>
    return %0 : tensor<2x3x2xf32>
  }
  func.func @broadcast(%arg0: tensor<3x1xf32>) -> tensor<2x3x5xf32> {
    %0 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<3x1xf32> into tensor<3xf32>
    %1 = tensor.empty() : tensor<2x3x5xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : tensor<3xf32>) outs(%1 : tensor<2x3x5xf32>) {
    ^bb0(%3: f32, %4: f32):
      linalg.yield %3 : f32
    } -> tensor<2x3x5xf32>
    return %2 : tensor<2x3x5xf32>
  }
  func.func @concat(%arg0: tensor<2x1x4xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<2x2x4xf32>) -> tensor<2x6x4xf32> {
    %0 = tensor.empty() : tensor<2x6x4xf32>
    %1 = tensor.insert_slice %arg0 into %0[0, 0, 0] [2, 1, 4] [1, 1, 1] : tensor<2x1x4xf32> into tensor<2x6x4xf32>
    %2 = tensor.insert_slice %arg1 into %1[0, 1, 0] [2, 3, 4] [1, 1, 1] : tensor<2x3x4xf32> into tensor<2x6x4xf32>
    %3 = tensor.insert_slice %arg2 into %2[0, 4, 0] [2, 2, 4] [1, 1, 1] : tensor<2x2x4xf32> into tensor<2x6x4xf32>
    return %3 : tensor<2x6x4xf32>
  }
  func.func @const_add(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = arith.constant dense<[5.0e-01, -1.0, 1.0e-03]> : tensor<3xf32>
    %1 = tensor.empty() : tensor<2x3xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %0 : tensor<2x3xf32>, tensor<3xf32>) outs(%1 : tensor<2x3xf32>) {
    ^bb0(%3: f32, %4: f32, %5: f32):
      %6 = arith.addf %3, %4 : f32
      linalg.yield %6 : f32
    } -> tensor<2x3xf32>
    return %2 : tensor<2x3xf32>
  }
}
